/** Words only English uses often; short words shared with other languages are left out. */
const ENGLISH = new Set(
  (
    'the of and or is are were be been being what which who whom whose how why when where does did ' +
    'can could should would will may might must i my we our you your he she his her they their it its ' +
    'this that these those there an on at for to from with without about after before between during ' +
    'than then if not vs versus have has had any some more most much many by into over under while ' +
    "what's how's i'm i've it's isn't doesn't don't can't get got"
  ).split(' '),
);

/**
 * Frequent function words (and a few everyday medical words) of Spanish, French, Portuguese,
 * German, Italian and romanised Hindi, written without accents. Words that are also English
 * ("a", "in", "do", "me", "was", "die", "son", "come", "as", "no") are in neither list.
 */
const FOREIGN = new Set(
  // Spanish
  (
    'el la los las del de que es y en un una unos unas por para con como cual cuales cuando donde ' +
    'mi mis tengo tiene puedo puede se su sus lo al muy mas pero sin sobre entre hay esta estan ' +
    'tipo dolor sintomas sintoma tratamiento enfermedad cabeza embarazo presion azucar nino ninos ' +
    'hijo hija medicamento efectos secundarios causa causas sangre fiebre ' +
    // French
    'le les des du au aux et est sont une pour avec dans quels quelles quel quelle qu comment ' +
    'pourquoi mon ma mes je j ai il elle ce cette ou sur chez pas traitement maladie douleur ' +
    'grossesse enceinte tete coeur effets secondaires ' +
    // Portuguese
    'o os da das dos e em um uma qual quais meu minha nao sao doenca tratamento gravidez dor ' +
    'estou tenho ' +
    // German
    'der das den dem des ist sind und ein eine einer fur mit wie welche warum ich mein meine ' +
    'nicht bei von zu auf oder kann typ krankheit schmerzen behandlung nebenwirkungen ' +
    'schwangerschaft kopfschmerzen ' +
    // Italian
    'il lo gli della delle di sono quali cosa perche mio mia ho sintomi malattia cura ' +
    // Romanised Hindi
    'mujhe hai kya ka ki ke mera meri hota hoti dard bukhar aur'
  ).split(' '),
);

const stripAccents = (word: string): string =>
  word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * A cheap, synchronous guess whether a question is already English, so the common case needs no
 * model call. Non-Latin scripts are not English; Latin text is judged by its function words and
 * accents. Short term lists ("metformin lactic acidosis") carry no function words and count as
 * English unless they contain foreign words or mostly accented ones.
 */
export function isLikelyEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return true;
  const latin = text.match(/\p{Script=Latin}/gu) ?? [];
  if (latin.length / letters.length < 0.8) return false;

  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];
  let english = 0;
  let foreign = 0;
  let accented = 0;
  for (const raw of words) {
    const word = raw.replace(/’/g, "'");
    const plain = stripAccents(word);
    if (plain !== word) accented += 1;
    if (ENGLISH.has(word)) english += 1;
    else if (FOREIGN.has(plain)) foreign += 1;
  }
  if (foreign === 0) return accented * 3 <= words.length;
  return english >= foreign + accented;
}
