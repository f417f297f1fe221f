import { isEverydayWord } from './everyday-words.ts';

/*
 * A lower-case word after a kin or partner word that no list of names holds ('mi esposa yurany
 * tiene', 'ma femme kerwenna a', 'minha esposa kelliane tem'): a name when the sentence shows a
 * person, unless it is an adjective or a participle that describes them ('mi esposa embarazada
 * tiene', 'ma femme enceinte a', 'mein mann operiert hat'). Those are listed for each of the six
 * languages, in every gender and number, and the endings adjectives and participles share are
 * refused as well, since no list of them is complete.
 */

const DESCRIBING = new Set(
  `
  mayor menor mayores menores pequeño pequeña pequeños pequeñas chico chica chiquito chiquita
  grande grandes mediano mediana actual anterior nuevo nueva viejo vieja ex difunto difunta
  embarazada enfermo enferma sano sana solo sola ahora aquí acá allí hoy ayer también tampoco
  aún todavía ya siempre nunca casi muy mas más menos bien mal igual mismo misma
  cadet cadette aîné aînée aîne ainée petit petite petits petites grand grande actuel actuelle
  ancien ancienne nouveau nouvelle ex défunt défunte enceinte malade seul seule aussi encore
  toujours jamais déjà ici maintenant aujourd hier bien mal même
  älteste ältester ältere älterer jüngste jüngster jüngere jüngerer kleine kleiner große großer
  kranke kranker schwangere ex verstorbene verstorbener auch noch immer schon nie jetzt heute
  gestern hier selbst leider gerade
  maggiore minore piccolo piccola piccoli piccole grande attuale ex defunto defunta incinta
  malato malata anche ancora sempre già mai ora oggi ieri qui qua là proprio stesso stessa
  mais velho velha novo nova caçula pequeno pequena grávida doente falecido falecida também
  ainda sempre já nunca agora hoje ontem aqui lá mesmo mesma só sozinho sozinha
  eldest youngest older younger little big late current former new ex pregnant sick ill also
  still always never now today here just really too
  paterno paterna materno materna paternel paternelle maternel maternelle väterlicherseits
  mütterlicherseits gemelo gemela jumeau jumelle zwilling gemello gemella gêmeo gêmea twin
  primero primera segundo segunda tercero tercera premier première deuxième second seconde
  erste erster zweite zweiter dritte primo prima secondo seconda terzo terza primeiro
  primeira terceiro terceira first second third único única unico unica
  giù su sopra sotto lì là qui qua fuori dentro lontano vicino laggiù lassù allá abajo arriba
  lejos cerca afuera adentro lá cá longe perto fora dentro là-bas loin dort da drüben draußen
  there away abroad home
  adesso ora oggi stamattina stanotte stasera ancora già sempre spesso mai pure poi quindi però
  invece forse davvero proprio anzi dopo prima tuttora appena stesso
  ahora hoy antes después despues luego pronto tarde temprano apenas casi siempre solo sólo
  además entonces incluso quizás quizá tampoco ya todavía aún mucho poco bastante demasiado
  anoche anteayer recién enseguida últimamente
  maintenant aujourd'hui hier demain souvent parfois toujours encore déjà jamais alors puis
  ensuite enfin vraiment beaucoup trop très cette depuis bientôt
  jetzt heute gestern morgen oft manchmal immer noch schon nie dann danach vorher plötzlich
  wieder seit sehr ziemlich bereits eben gerade nun selten kaum
  agora hoje ontem amanhã sempre ainda já nunca depois antes logo cedo tarde muito pouco bem
  quase talvez realmente também tb tbm
  now today yesterday tonight often sometimes usually always never already still just really
  recently suddenly again then finally actually
  `
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/**
 * Endings of adjectives and participles: Spanish and Portuguese '-ado', '-ida', '-osa', Italian
 * '-ata', '-uto', French '-ée', '-euse', '-ive', German '-iert', '-lich', '-isch', English '-ed',
 * '-ing', '-ly', adverbs' '-mente', '-ment', '-weise', past tenses' '-eu', '-ou', '-ió', '-ò' ('meu filho bateu a cabeça'), '-ique', '-ic' ('diabetique', 'epileptique', 'autistic'); and of nationalities ('colombiana', 'française', 'tedesca', 'brasileira').
 */
const DESCRIBING_ENDING =
  /(?:ad[oa]s?|id[oa]s?|ic[oa]|iv[oa]|ique|ic|ici|iche|aire|able|ible|ant|ent|osa|oso|ante|ente|ana|ano|ense|esa|és|ês|eira|eiro|at[oa]|ut[oa]|it[oa]|ese|ée|é|euse|eux|ive|if|aise|ais|ienne|ien|iert|lich|isch|ig|ed|ing|ly|mente|ment|weise|ous|eu|ou|iu|ó|ò|ful|ish)$/u;

/**
 * Verbs of having, being and taking, and the reflexive pronouns before a verb ('se siente', 'si
 * sente', 'fühlt sich'), after which the word is the sentence's subject.
 */
export const PERSON_VERBS = new Set(
  `
  is has was had takes took gets got needs feels keeps went
  tiene tenía tuvo está es estaba fue toma tomó necesita siente anda sufre padece
  est était avait prend prenait doit souffre sent
  ist hat war hatte nimmt nahm bekommt braucht fühlt leidet
  ha è aveva era prende prendeva soffre sta deve
  tem está estava tinha toma tomou sente sofre precisa anda teve
  se si sich
  `
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/** French 'a' ('ma femme kerwenna a'): a verb only after a French owner, elsewhere 'to', 'at'. */
export const FRENCH_OWNER = /(?:^|[^\p{L}])(?:ma|mon|sa|son|notre|votre|leur)[ \t]{1,2}$/iu;

/** An age after the word: ', de 34 años', ' (34)', ' 34 ans', ', 52 Jahre'. */
export const AGE_AFTER =
  /^,?[ \t]{1,2}(?:\(|(?:de|di|von|of|com|con|avec|mit|with)[ \t]{1,2})?\d{1,3}[ \t]*(?:\)|años|anos|ans|anni|jahre|jahren|years?|yo|y\.o\.)/iu;

/** A lower-case word that may be a name no list holds: no word, adjective or participle. */
export function mayBeUnlistedName(word: string): boolean {
  return (
    word.length >= 3 &&
    !DESCRIBING.has(word) &&
    !DESCRIBING_ENDING.test(word) &&
    !isEverydayWord(word)
  );
}
