/*
 * Addresses the date and postcode rules leave in pieces:
 * - a street named for a date ('Av. Sete de Setembro, 2330', 'rue du 4 Septembre', 'Calle Dos de
 *   Mayo 14', 'Straße des 17. Juni 5'): once the date rules have made it '[DATE]', a street word
 *   before it says the whole is an address, with its number and units ('casa 4A', 'apto 302',
 *   'bloco B', 'lote 7', 'piso 3', 'scala B');
 * - a unit after an address already held back ('[ADDRESS], casa 4A');
 * - a US ZIP code in brackets after a place ('the ER near us (48213)', 'our town (02139)') or after
 *   'zip' ('zip 48213', 'ZIP code: 02139-1234').
 * Every pattern is bounded and starts where a word starts: linear time.
 */

type Rule = [RegExp, string];

const STREET_WORD = String.raw`(?:Av\.|Avda\.|Avenida|Avenue|Rua|R\.|Praça|Pça\.|Travessa|Tv\.|Alameda|Al\.|Estrada|Rodovia|Calle|C\/|Plaza|Paseo|Pl\.|Via|Viale|V\.le|Corso|Piazza|P\.za|Largo|rue|avenue|av\.|boulevard|bd|place|allée|quai|Straße|Strasse|Str\.|Platz|Allee)`;
const OF = String.raw`(?:(?:do|da|de|del|della|du|des|dell['’])[ \t]{1,2})?`;
const UNIT = String.raw`(?:casa|apto\.?|apt\.?|ap\.?|apartamento|bloco|bl\.?|lote|lt\.?|quadra|qd\.?|sala|conj\.?|piso|puerta|pta\.?|escalera|esc\.?|interno|int\.|scala|étage|bâtiment|bât\.|stiege|tür|top)`;
/** A unit's value holds a digit or is one capital: 'casa 4A', 'bloco B', not 'casa de'. */
const ONE_UNIT = String.raw`,?[ \t]{1,2}${UNIT}[ \t]{0,2}(?:\p{Lu}?\d{1,5}\p{L}?|\p{Lu})(?![\p{L}\d])`;
const UNITS = String.raw`(?:${ONE_UNIT}){0,3}`;
const NUMBER = String.raw`(?:,?[ \t]{1,2}(?:n\.?[º°o]?[ \t]{0,2})?\d{1,5}[A-Za-z]?(?![\p{L}\d]))?`;

export const DATE_STREET_RULES: Rule[] = [
  [
    new RegExp(
      String.raw`(?<![\p{L}])${STREET_WORD}[ \t]{1,2}${OF}\[DATE\]${NUMBER}${UNITS}`,
      'gu',
    ),
    '[ADDRESS]',
  ],
  [new RegExp(String.raw`\[ADDRESS\](?:${ONE_UNIT}){1,3}`, 'giu'), '[ADDRESS]'],
  [
    /(?<![\p{L}])((?:near|around|in|from|by)[ \t]{1,2}(?:us|me|here|(?:our|my|the)[ \t]{1,2}(?:town|city|area|neighbou?rhood|suburb|county|village|place|home|house))[ \t]{1,2})\(\d{5}(?:-\d{4})?\)/giu,
    '$1([ADDRESS])',
  ],
  [
    /(?<![\p{L}])(zip(?:[ \t]?code)?[ \t]{0,2}(?:is|:|#)?[ \t]{0,2})\d{5}(?:-\d{4})?(?!\d)/giu,
    '$1[ADDRESS]',
  ],
];
