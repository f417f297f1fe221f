/*
 * Eastern Arabic ('١٠٫٩') and Persian ('۱۰٫۹') digits, as Arabic and Persian reports print
 * values and ranges. The reader reads Western digits, so a cell's digits are read as those;
 * a value is shown as it was printed.
 */

const EASTERN = /[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g;
const HAS_EASTERN = /[\u0660-\u0669\u06f0-\u06f9]/;

const western = (char: string): string => {
  const code = char.charCodeAt(0);
  if (char === '\u066b') return '.'; // the Arabic decimal separator
  if (char === '\u066c') return ','; // the Arabic thousands separator
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
};

/**
 * A cell's text in Western digits; each word that had Eastern ones is noted in `printed`
 * (Western form -> printed form), so a value read from it can be shown as printed.
 */
export function westernDigitsOf(text: string, printed: Map<string, string>): string {
  if (!HAS_EASTERN.test(text)) return text;
  return text
    .split(' ')
    .map((word) => {
      if (!HAS_EASTERN.test(word)) return word;
      const plain = word.replace(EASTERN, western);
      printed.set(plain, word);
      return plain;
    })
    .join(' ');
}

/** A value as printed: its words in the digits the report wrote them in. */
export const asPrinted = (value: string, printed: Map<string, string>): string =>
  printed.size === 0
    ? value
    : value
        .split(' ')
        .map((word) => printed.get(word) ?? word)
        .join(' ');
