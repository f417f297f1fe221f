/*
 * 'SURNAME SURNAME, GIVEN GIVEN' after a title, as appointment texts and letters print it:
 * 'Sr/a. GARCÍA LÓPEZ, JOSÉ ANTONIO', 'Mme DUBOIS-N'GUESSAN, Awa', 'Hr. MÜLLER, Klaus Peter',
 * 'Sig.ra ESPOSITO, Anna'. The title says a person follows; the surnames in capitals and the comma
 * make the order. Every pattern is bounded: linear time.
 */

type Rule = [RegExp, string];

const TITLE = String.raw`(?:Sr\/a\.?|Sr\/ra\.?|Sr\.?|Sra\.?|Srta\.?|D\.ª|Dña\.?|Don|M\.|Mme\.?|Mlle\.?|Hr\.?|Fr\.?|Herr|Frau|Mr\.?|Mrs\.?|Ms\.?|Sig\.(?:ra)?|Sig\.na|Sr\.ª)`;
const CAPS_WORD = String.raw`\p{Lu}[\p{Lu}\p{M}]{1,24}(?:['’-]\p{Lu}[\p{Lu}\p{M}]{0,24}){0,3}`;
const GIVEN_WORD = String.raw`\p{Lu}[\p{L}\p{M}]{0,24}(?:-\p{Lu}[\p{L}\p{M}]{0,24})?\.?`;

export const TITLE_COMMA_NAME_RULES: Rule[] = [
  [
    new RegExp(
      String.raw`(?<![\p{L}])(${TITLE}[ \t]{1,2})${CAPS_WORD}(?:[ \t]${CAPS_WORD}){0,3},[ \t]{0,2}${GIVEN_WORD}(?:[ \t]${GIVEN_WORD}){0,2}(?![\p{L}\p{M}])`,
      'gu',
    ),
    '$1[NAME]',
  ],
];
