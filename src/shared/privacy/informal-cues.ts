import { isEponymUse } from './eponym-use.ts';
import { GIVEN_NAMES } from './given-names.ts';
import { mayBeLowerCaseName, petFormOfGivenName, readsEnglish } from './lower-case-mentions.ts';
import { KIN_WORDS, MEDICAL_WORDS, STOP_WORDS } from './name-vocabulary.ts';

/*
 * Cues people use for a person that earlier rounds read in fewer forms, in six languages:
 * - 'a friend of mine, Lupe', 'una amiga mía, Chelo', 'ein Kumpel von mir, Basti';
 * - a nickname after a naming phrase whose subject is everyone ('whom everyone calls Bertie', 'al
 *   que todos llaman Pocho', 'que tout le monde appelle Jojo', 'den alle Fritze nennen', 'che
 *   tutti chiamano Totò', 'a quem todos chamam Necas'), and a name before a bracket that says it
 *   is what one calls them ('O Tião (é assim que a gente chama ele)');
 * - formal self-designations ('Je soussignée X', 'I, the undersigned, X', 'el abajo firmante, X',
 *   'quien suscribe', 'die Unterzeichnete X', 'il sottoscritto X', 'eu, abaixo-assinada, X', 'Yo,
 *   X, con DNI'), 'bin die steffi' without 'ich', and a short name with its full form in brackets
 *   after a self-introduction ('sono giò (giovanna)', "I'm jo (joanna)");
 * - the words a name goes on with after '[NAME]': a Catalan 'i' between surnames ('[NAME] i
 *   Puig'), an Irish or Scottish prefixed surname and the surname after it ("[NAME] O'Neill
 *   Carvalho", '[NAME] Mac Giolla', '[NAME] Ní Bhriain').
 * Each pattern starts where a word starts and its repeats are bounded: linear time.
 */

type Remember = (name: string) => void;

const CAP = String.raw`\p{Lu}[\p{Ll}\p{M}'’]{1,24}(?:-\p{Lu}[\p{Ll}\p{M}]{1,24})?`;
const LOW = String.raw`\p{Ll}[\p{Ll}\p{M}]{1,20}`;
const WORD = String.raw`(?:${CAP}|${LOW})`;
const PARTICLE = String.raw`(?:de|del|de[ \t]la|da|das|do|dos|di|van|von|der|le|la|du|des|y|e|i)`;
/** A full name of one to five words with particles between ('Pierre-Yves Le Goff'). */
const FULL_NAME = String.raw`${CAP}(?:[ \t](?:${PARTICLE}[ \t])?${CAP}){0,4}`;

const isTerm = (word: string): boolean => {
  const key = word.toLowerCase();
  return MEDICAL_WORDS.has(key) || STOP_WORDS.has(key);
};

/**
 * A word that may be a person's name here: capitalised and no term, or a listed name's form.
 * After a cue that can only be followed by a name ('a quem todos chamam São'), a capitalised
 * function word is a name too.
 */
const isPersonWord = (word: string, strong = false): boolean =>
  /^\p{Lu}/u.test(word)
    ? strong
      ? !MEDICAL_WORDS.has(word.toLowerCase())
      : !isTerm(word)
    : (GIVEN_NAMES.has(word) || petFormOfGivenName(word, GIVEN_NAMES) !== undefined) &&
      mayBeLowerCaseName(word);

/** A friend or neighbour 'of mine' in six languages. */
const OF_MINE = String.raw`(?:(?:friend|mate|buddy|pal|colleague|neighbou?r|coworker|co-worker)[ \t]of[ \t](?:mine|ours)|(?:amig[oa]|colega|vecin[oa]|compañer[oa])[ \t]m[íi][oa]|(?:amic[oa]|collega|vicin[oa])[ \t]mi[oa]|(?:amig[oa]|colega|vizinh[oa])[ \t](?:meu|minha)|(?:ami|amie|copain|copine|pote|collègue|voisin|voisine)[ \t]à[ \t]moi|(?:Freund|Freundin|Kumpel|Kollege|Kollegin|Nachbar|Nachbarin)[ \t]von[ \t]mir)`;
const FRIEND_OF_MINE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${OF_MINE}[ \t]?[,(:–-]?[ \t]{1,2})(${WORD}(?:[ \t]${WORD})?)(?![\p{L}\p{M}])`,
  'giu',
);

/** 'whom everyone calls', 'al que todos llaman': everyone's name for the person follows. */
const EVERYONE_CALLS = String.raw`(?:wh?om[ \t](?:everyone|everybody|we[ \t]all|we|they[ \t]all)[ \t]calls?|who[ \t](?:everyone|everybody)[ \t]calls|(?:al|a[ \t]la|a[ \t]quien|que|quien)[ \t](?:todos|todo[ \t]el[ \t]mundo|todo[ \t]mundo)[ \t](?:llaman|llama|le[ \t]dicen|le[ \t]dice|conocen[ \t]como|conoce[ \t]como)|(?:a[ \t]quem|que)[ \t](?:todos|toda[ \t]a[ \t]gente|todo[ \t]mundo|a[ \t]gente)[ \t](?:chamam|chama|tratam?[ \t]por|conhecem?[ \t]como)(?:[ \t]de)?|(?:que|qu['’])[ \t]?(?:tout[ \t]le[ \t]monde|tous|on)[ \t](?:appelle|appellent|surnomme)|(?:che|il[ \t]quale|la[ \t]quale)[ \t](?:tutti|noi)[ \t](?:chiamano|chiamiamo|conoscono[ \t]come))`;
const EVERYONE_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${EVERYONE_CALLS}[ \t]{1,2}["'«“‘]?)(${WORD})(?![\p{L}\p{M}])`,
  'giu',
);
/** 'stan to everyone', 'Kalle, von allen nur so genannt': a name then who calls them so. */
const NAME_TO_EVERYONE = new RegExp(
  String.raw`(?<=,[ \t]{1,2})(${WORD})(?=[ \t](?:to[ \t](?:everyone|everybody|all[ \t]of[ \t]us|his[ \t]friends|her[ \t]friends|friends)|para[ \t](?:todos|los[ \t]amigos|las[ \t]amigas|la[ \t]familia)|pour[ \t](?:tout[ \t]le[ \t]monde|tous|les[ \t]intimes|les[ \t]amis)|per[ \t](?:tutti|gli[ \t]amici)|für[ \t](?:alle|Freunde)|para[ \t]os[ \t]amigos)[ \t]{0,2}[,)])`,
  'gu',
);
/** 'von allen nur Kalle genannt', 'per tutti nonna Pina', 'known as Bertie', 'conocido como Pepe'. */
const KNOWN_AS = new RegExp(
  String.raw`(?<![\p{L}\p{M}])((?:von[ \t]allen(?:[ \t](?:nur|bloß))?|per[ \t]tutti(?:[ \t](?:nonna|nonno|zia|zio|la|il))?|para[ \t]todos(?:[ \t](?:la|el|a|o))?|pour[ \t]tous|known[ \t]as|better[ \t]known[ \t]as|conocid[oa][ \t]como|connu[e]?[ \t]comme|conosciut[oa][ \t]come|conhecid[oa][ \t]como|bekannt[ \t]als)[ \t]{1,2}["'«„“‘]?)(${WORD})(?![\p{L}\p{M}])`,
  'giu',
);

/** 'den alle Fritze nennen', 'die alle nur Hanni rufen': the name between. */
const EVERYONE_NAME_DE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])((?:den|die|welche[nr]?)[ \t](?:alle|wir|hier[ \t]alle)(?:[ \t](?:nur|bloß|immer))?[ \t]["'«„“‘]?)(${WORD})(["'»“”’]?[ \t](?:nennen|rufen|sagen))(?![\p{L}\p{M}])`,
  'gu',
);
/** 'O Tião (é assim que a gente chama ele)', 'Bertie (that's what we call him)'. */
const CALLED_SO = String.raw`(?:é[ \t]assim[ \t]que|assim[ \t](?:que[ \t])?(?:a[ \t]gente|todos|nós)|that['’]s[ \t]what[ \t](?:we|everyone|they)|as[ \t](?:we|everyone)[ \t]calls?|so[ \t](?:nennen|rufen)[ \t](?:wir|alle)|wie[ \t](?:wir|alle)[ \t](?:ihn|sie)[ \t](?:nennen|rufen)|así[ \t](?:le|lo|la)[ \t](?:decimos|llamamos|dicen|llaman)|como[ \t](?:le|lo|la)[ \t](?:decimos|llamamos|llaman)|c['’]est[ \t]comme[ \t]ça[ \t]qu|comme[ \t](?:on|tout[ \t]le[ \t]monde)[ \t]l['’]appelle|(?:lo|la)[ \t]chiamiamo[ \t]così|così[ \t](?:lo|la)[ \t]chiam|come[ \t](?:lo|la)[ \t]chiam)`;
const NAME_BEFORE_CALLED = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${CAP})([ \t]{0,2}\([ \t]{0,2}${CALLED_SO})`,
  'giu',
);

/** Formal self-designations before a full name. */
const UNDERSIGNED = String.raw`(?:je[ \t]soussign[ée]e?(?:\(e\))?|je,?[ \t]soussign[ée]e?(?:\(e\))?,|I,?[ \t]the[ \t]undersigned,?|the[ \t]undersigned,?|(?:el|la)[ \t]abajo[ \t]firmante,?|quien[ \t]suscribe,?|(?:der|die)[ \t]Unterzeichnete,?|(?:il|la)[ \t]sottoscritt[oa](?:\/[oa])?,?|(?:eu|o|a),?[ \t]abaixo-assinad[oa](?:\([oa]\))?,?)`;
const UNDERSIGNED_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${UNDERSIGNED}[ \t]{1,2})(${FULL_NAME})(?![\p{L}\p{M}])`,
  'giu',
);
/** 'Yo, Leticia Arámbula, con DNI ...', 'Eu, Filomena Antunes, portadora do CC ...'. */
const I_COMMA_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{M}])((?:Yo|Eu|Je|Moi|Io|Ich|I),[ \t]{1,2})(${FULL_NAME})(?=[ \t]{0,2},[ \t]{0,2}(?:con|provist[oa]|mayor|portador[a]?|titular|com|né|née|demeurant|nato|nata|residente|geboren|wohnhaft|born|holder|of|mit|domicilié|domiciliée|vecin[oa]|natural|with|nacid[oa]|nascid[oa]|identificad[oa]|DNI|NIE|CPF|RG|CC))`,
  'gu',
);
/** 'hallo, bin die steffi aus köln': 'bin der/die' without 'ich' at a clause's start. */
const BIN_DIE = new RegExp(
  String.raw`(?<=(?:^|[.,;:!?\n]|\b(?:hallo|hi|hey|moin|servus|grüß[ \t]gott|guten[ \t]tag|zusammen|leute))[ \t]{0,3})(bin[ \t](?:der|die|de)[ \t])(${WORD})(?![\p{L}\p{M}])`,
  'giu',
);
/** A short name and its full form in brackets after a self-introduction: 'sono giò (giovanna)'. */
const SELF = String.raw`(?:i['’]m|i[ \t]am|it['’]s|soy|sou|je[ \t]suis|c['’]est|ich[ \t]bin|bin|sono|me[ \t]llamo|mi[ \t]chiamo|je[ \t]m['’]appelle|chamo-me|me[ \t]chamo|ich[ \t]heiße)`;
const SHORT_AND_FULL = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${SELF}[ \t]{1,2})(${WORD})([ \t]{0,2}\([ \t]{0,2})(${WORD}(?:[ \t]${WORD}){0,2})(?=[ \t]{0,2}\))`,
  'giu',
);
/**
 * The same after a relative, a friend or a personal article: 'my flatmate bex (bethany)', 'o zé
 * (josé augusto)'. The word before is checked by the caller.
 */
const WORD_SHORT_AND_FULL = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(\p{L}[\p{L}\p{M}-]{0,24}[ \t]{1,2})(${WORD})([ \t]{0,2}\([ \t]{0,2})(${WORD}(?:[ \t]${WORD}){0,2})(?=[ \t]{0,2}\))`,
  'gu',
);
const PERSONAL_ARTICLES = new Set('o a el la der die il lo'.split(' '));

/** After '[NAME]': a Catalan 'i' between surnames, an Irish or Scottish prefixed surname. */
const NAME_GOES_ON = new RegExp(
  String.raw`(?<=\[NAME\])(?:[ \t]i[ \t]${CAP}|[ \t](?:O['’]|Mc|Mac|Fitz|Ní[ \t]|Nic[ \t]|Ó[ \t]|Uí[ \t]|Mac[ \t])\p{Lu}?[\p{Ll}\p{M}'’]{1,20}(?:-${CAP})?(?:[ \t]${CAP})?)(?![\p{L}\p{M}])`,
  'gu',
);

const NAME_PARTICLES = new Set('de del la da das do dos di van von der le du des y e i'.split(' '));

const words = (name: string): string[] => name.split(/[ \t]+/).filter(Boolean);

/** A word no list names as a term or function word, of a name's length. */
const isNameShaped = (word: string): boolean => {
  const key = word.toLowerCase();
  return key.length >= 2 && !MEDICAL_WORDS.has(key) && !STOP_WORDS.has(key) && !KIN_WORDS.has(key);
};

/** Whether a run read as a name is one: no term in it, no disease word after it. */
function isPersonName(name: string, whole: string, at: number, strong = false): boolean {
  const parts = words(name).filter((part) => !NAME_PARTICLES.has(part.toLowerCase()));
  if (parts.length === 0 || !parts.every((part) => isPersonWord(part, strong))) return false;
  return !isEponymUse(whole, at, at + name.length);
}

/** Replaces the names these cues introduce; the words of each go to `remember`. */
export function redactInformalCues(text: string, remember: Remember): string {
  const take =
    (check: (name: string) => boolean = () => true, strong = false) =>
    (match: string, cue: string, name: string, offset: number, whole: string): string => {
      if (!check(name) || !isPersonName(name, whole, offset + cue.length, strong)) return match;
      remember(name);
      return `${cue}[NAME]`;
    };
  let result = text;
  if (/of mine|of ours|m[íi][oa]|meu|minha|à moi|von mir/iu.test(result)) {
    result = result.replace(FRIEND_OF_MINE, take());
  }
  result = result
    .replace(
      EVERYONE_NAME,
      take(() => true, true),
    )
    .replace(
      EVERYONE_NAME_DE,
      (match, cue: string, name: string, tail: string, offset: number, whole: string) => {
        if (!isPersonName(name, whole, offset + cue.length)) return match;
        remember(name);
        return `${cue}[NAME]${tail}`;
      },
    )
    .replace(UNDERSIGNED_NAME, take())
    .replace(
      I_COMMA_NAME,
      take((name) => words(name).length >= 2),
    )
    .replace(BIN_DIE, take());
  result = result.replace(NAME_BEFORE_CALLED, (match, name: string, rest: string) => {
    if (!isPersonWord(name)) return match;
    remember(name);
    return `[NAME]${rest}`;
  });
  result = result.replace(
    SHORT_AND_FULL,
    (match, cue: string, short: string, open: string, full: string) => {
      // The bracket must hold a listed given name: 'sono stanca (molto)' stays.
      const first = (words(full)[0] ?? '').toLowerCase();
      if (!GIVEN_NAMES.has(first) || isTerm(short) || STOP_WORDS.has(short.toLowerCase())) {
        return match;
      }
      remember(`${short} ${full}`);
      return `${cue}[NAME]${open}[NAME]`;
    },
  );
  result = result.replace(
    WORD_SHORT_AND_FULL,
    (match, cue: string, short: string, open: string, full: string) => {
      const before = cue.trim().toLowerCase();
      // 'a' is a personal article in Portuguese, the indefinite one in English ('a dose (Paris
      // protocol)').
      const article =
        PERSONAL_ARTICLES.has(before) &&
        short.length <= 6 &&
        !(before === 'a' && readsEnglish(text)) &&
        words(full).every((word) => GIVEN_NAMES.has(word.toLowerCase()) || isNameShaped(word));
      const cued = KIN_WORDS.has(before) || article;
      const first = (words(full)[0] ?? '').toLowerCase();
      if (!cued || !GIVEN_NAMES.has(first) || !isNameShaped(short)) return match;
      remember(`${short} ${full}`);
      return `${cue}[NAME]${open}[NAME]`;
    },
  );
  result = result
    .replace(NAME_TO_EVERYONE, (name: string) => {
      if (!isPersonWord(name, true) && !GIVEN_NAMES.has(name.toLowerCase())) return name;
      remember(name);
      return '[NAME]';
    })
    .replace(
      KNOWN_AS,
      take(() => true, true),
    );
  if (result.includes('[NAME]')) {
    result = result.replace(NAME_GOES_ON, (match) => {
      const parts = words(match).filter((word) => !NAME_PARTICLES.has(word.toLowerCase()));
      if (parts.some((word) => isTerm(word))) return match;
      remember(match);
      return '';
    });
  }
  return result;
}
