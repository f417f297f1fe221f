/*
 * Streets with no street word and a Portuguese postcode in brackets: German streets named for a
 * square, a lane, a ring, a dam, a bank, a gate, a yard or a hill ('Rindermarkt 7a', 'Am
 * Kohlhof 3', 'Schwanthalerhöhe 12'), then a house number; '(3500-150)'. A unit after the number
 * makes it a measurement ('Faktor 8' has no such ending: '-tor' after a vowel, k or p is a word).
 */

type Rule = [RegExp, string | ((match: string, ...groups: string[]) => string)];

const GERMAN_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{M}-])(\p{L}[\p{L}\p{M}]{1,24}(?:markt|platz|gasse|ring|damm|ufer|steig|stieg|tor|hof|berg|graben|wall|steg|kamp))[ \t]{1,2}\d{1,4}[a-z]?(?:[ \t]{0,2}[-–/][ \t]{0,2}\d{1,4}[a-z]?)?(?![\p{L}\p{N}]|[.,]\d|[ \t]{0,2}(?:%|mg|g|kg|ml|l|mm|cm|m|x|mal|stunden|tage|jahre|min|uhr)(?![\p{L}]))`,
  'giu',
);
/**
 * Endings of words, not streets: '-tor' after a vowel, c, k, n or p ('Faktor', 'Rezeptor',
 * 'Monitor', 'doctor', 'mentor'); '-ring' after a vowel ('during 1997', 'monitoring 24').
 */
const NOT_A_STREET = /(?:[kpiaoecnu]tor|[aeiouy]ring)$/iu;

export const UNMARKED_STREET_RULES: Rule[] = [
  [
    GERMAN_STREET,
    (match: string, street: string) =>
      NOT_A_STREET.test(street) || /^(?:ring|damm|hof|berg|tor)$/iu.test(street)
        ? match
        : '[ADDRESS]',
  ],
  // A Portuguese postcode in brackets: '(3500-150)', '(4200-319 Porto)'.
  // A unit after the bracket makes it a dose: 'Dose (1000-500) mg'.
  [
    /(?<=\()\d{4}-\d{3}(?=\)(?![ \t]{0,2}(?:%|mg|mcg|µg|ug|g|ml|mmhg|ui|iu|u)(?![\p{L}]))|[ \t]{1,2}\p{Lu})/gu,
    '[ADDRESS]',
  ],
];
