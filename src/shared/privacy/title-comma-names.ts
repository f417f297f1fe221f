/*
 * 'SURNAME SURNAME, GIVEN GIVEN' after a title, as appointment texts and letters print it:
 * 'Sr/a. GARCÍA LÓPEZ, JOSÉ ANTONIO', 'Mme DUBOIS-N'GUESSAN, Awa', 'Hr. MÜLLER, Klaus Peter',
 * 'Sig.ra ESPOSITO, Anna'. The title says a person follows; the surnames in capitals and the comma
 * make the order. Every pattern is bounded: linear time. Round 23a: 'Sr(a).' too, a sentence's
 * first word after the comma is no given name ('Hr. KELLER, Ihr Termin'), and neither is a code
 * with a digit ('M. TSH ELEVATED, HbA1c').
 */

type Rule = [RegExp, string];

const TITLE = String.raw`(?:Sr\(a\)\.?|Sr\/a\.?|Sr\/ra\.?|Sr\.?|Sra\.?|Srta\.?|D\.ª|Dña\.?|Don|M\.|Mme\.?|Mlle\.?|Hr\.?|Fr\.?|Herr|Frau|Mr\.?|Mrs\.?|Ms\.?|Sig\.(?:ra)?|Sig\.na|Sr\.ª)`;
const CAPS_WORD = String.raw`\p{Lu}[\p{Lu}\p{M}]{1,24}(?:['’-]\p{Lu}[\p{Lu}\p{M}]{0,24}){0,3}`;
/**
 * Round 23a: a word that opens the sentence after the name, not a given name ('Hr. KELLER MARKUS,
 * Ihr Termin', 'Sra. LÓPEZ, Su cita', 'M. DUBOIS, Votre rendez-vous').
 */
const NOT_GIVEN = String.raw`(?!(?:Ihr|Ihre|Ihren|Ihrem|Sie|Wir|Der|Die|Das|Ein|Eine|Es|Bitte|Su|Sus|Le|La|Les|Lo|El|Los|Las|Il|Gli|Vi|Ci|Votre|Vos|Nous|Vous|Your|You|We|The|This|Our|Please|Seu|Sua|Seus|Suas|Os|As|Um|Uma|Un|Une|Una|Uno|Ihnen|Por|Per|Pour|Am|Hoy|Heute|Oggi|Hoje|Today)(?![\p{L}\p{M}]))`;
const GIVEN_WORD = String.raw`\p{Lu}[\p{L}\p{M}]{0,24}(?:-\p{Lu}[\p{L}\p{M}]{0,24})?\.?`;

export const TITLE_COMMA_NAME_RULES: Rule[] = [
  [
    new RegExp(
      String.raw`(?<![\p{L}])(${TITLE}[ \t]{1,2})${CAPS_WORD}(?:[ \t]${CAPS_WORD}){0,3},[ \t]{0,2}${NOT_GIVEN}${GIVEN_WORD}(?:[ \t]${GIVEN_WORD}){0,2}(?![\p{L}\p{M}\p{N}])`,
      'gu',
    ),
    '$1[NAME]',
  ],
];
