/*
 * A short name or nickname the writer gives with 'it's', 'c'est', 'soy', 'sono', 'sou', "ich
 * bin's", 'hier ist', 'here's' and then a bracket or a comma: 'hey it's Mo (Mohammed ...)', "c'est
 * Lou, ma fille", 'ich bin's, Bo, mein Spray'. Two or three letters are too short for the given
 * name lists to vouch for, so the bracket or comma after a capitalised word is the cue; the words
 * these phrases put there otherwise ('it's Me,', "it's May,", "c'est Ça,") stay. The name must
 * be capitalised: in lower case ('sono giò (giovanna)') the nickname rules read it.
 */

const SHORT_AFTER_ITS =
  /(?<![\p{L}\p{M}])((?:[Ii]t['’]?s|[Ii]t is|[Tt]his is|[Hh]ere['’]?s|[Cc]['’ ]est|[Ss]oy|[Ss]ono|[Ss]ou|[Jj]e suis|[Ii]ch bin['’]?s|[Hh]ier ist|[Aa]qui é|[Aa]quí)[ \t]{1,2}(?:,[ \t]{0,2})?)(\p{Lu}\p{Ll}{1,2})(?=[ \t]?[(,])/gu;

/** Short capitalised words those phrases put before a comma that are no one. */
const NOT_SHORT_NAMES = new Set(
  `me ok so on up in at it is no yes yo io eu moi lui toi ça ca la le el lo all bad hot due now not
  dr mr ms mrs sir doc dra sra sr
  out off too new old big sad mad fun odd one two six ten wir ich du sie er es ja nein oui non sí si
  sim não nao jan feb mar apr may jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun
  lun mer jeu ven sam dim mar mié jue vie sáb dom gen mag giu lug ago set ott dic seg ter qua qui
  sex sáb dez fev abr mai out`
    .split(/\s+/)
    .filter(Boolean),
);

/** Replaces each short name after such a phrase with what `take` returns for it. */
export function redactShortIntroductions(text: string, take: (name: string) => string): string {
  return text.replace(SHORT_AFTER_ITS, (match: string, cue: string, name: string) =>
    NOT_SHORT_NAMES.has(name.toLowerCase()) ? match : `${cue}${take(name)}`,
  );
}
