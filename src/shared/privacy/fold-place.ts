/*
 * A place's name folded for the gazetteer: lower case, no accents, 'ß' as 'ss', curly
 * apostrophes straight, and 'St', 'St.', 'Ste' written out ('st-jean-de-luz' is
 * 'saint-jean-de-luz', 'St. Gallen' is 'saint gallen'), so 'en medellin' finds 'Medellín'.
 */
export function foldPlace(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/’/g, "'")
    .replace(/(?<![\p{L}])ste(?:\.[ \t]?|(?=[- \t]))/gu, 'sainte')
    .replace(/(?<![\p{L}])st(?:\.[ \t]?|(?=[- \t]))/gu, 'saint')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
