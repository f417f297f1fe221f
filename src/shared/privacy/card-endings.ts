/*
 * The last digits of a card, an account, a phone or a national number, in the six languages: 'my
 * card ends 4417', 'SSN on file ends in 6621', 'visa ending in 3390', 'mi tarjeta termina en
 * 4471', 'ma carte se termine par 5530', 'meine Karte endet auf 7781', 'la carta finisce con 2290',
 * 'o cartão termina em 6604', and 'the last four digits are 8812', 'los últimos 4 dígitos: 4471'.
 * Banks and insurers confirm who someone is with these digits, so they are an identifier; the
 * ending words alone are not enough ('the course ends in 2027'), a card's or a number's noun must
 * stand a few words before. Bounded parts after a fixed word: linear time.
 */

/** Nouns of things whose last digits identify someone. */
const NUMBER_NOUN =
  /(?<![\p{L}])(?:card|cards|visa|mastercard|amex|debit|credit|account|acct|ssn|social|iban|number|no\.|phone|mobile|cell|policy|member|tarjeta|cuenta|n[úu]mero|tel[ée]fono|m[óo]vil|celular|p[óo]liza|dni|nie|carte|compte|num[ée]ro|portable|t[ée]l[ée]phone|s[ée]cu|karte|kreditkarte|ec-karte|konto|kontonummer|nummer|handy|handynummer|telefon|telefonnummer|versicherungsnummer|carta|bancomat|conto|numero|cellulare|telefono|tessera|cart[ãa]o|conta|telem[óo]vel|telefone|nif|cpf)(?![\p{L}])/iu;

/** A quantity's unit or a span of time after the number: 'ends in 14 days', 'termina en 10 días'. */
const UNIT_AFTER = String.raw`mg|ml|kg|g|h|min|mmhg|days?|weeks?|months?|years?|hours?|minutes?|d[íi]as|semanas?|meses|mes|a[ñn]os|horas?|jours?|semaines?|mois|ans|heures?|tage?n?|wochen?|monate?n?|jahre?n?|stunden?|giorni|settimane|mesi|anni|ore|dias|anos|payments?|pagos|doses?|dosis|tablets?|pills?`;

/** An ending verb, its preposition, masked digits, then the digits. */
const ENDS_IN = new RegExp(
  String.raw`(?<![\p{L}])((?:ends|ending|ended|terminad[ao]|termina|terminan|acaba|acabada|acabado|finit|finissant|finissent|termine|terminant|terminée?|endet|endend|endende|finisce|finiscono|terminano|terminante|terminando|terminada|final)(?:[ \t]{1,2}(?:in|with|w/|on|en|con|par|auf|mit|em|com|per|por|:))?[ \t]{1,2}(?:[*xX•·.]{1,16}[ \t-]?)?)(\d{2,6})(?![\d\p{L}/]|[.,]\d|[ \t]{0,2}(?:%|${UNIT_AFTER})(?![\p{L}]))`,
  'giu',
);

/** 'last four digits', 'últimos 4 dígitos', 'quatre derniers chiffres', 'letzten vier Ziffern'. */
const LAST_DIGITS = new RegExp(
  String.raw`(?<![\p{L}])((?:last|final|[úu]ltim[oa]s|derniers|derni[èe]res|letzten|ultime|ultimi)[ \t]{1,2}(?:(?:\d|two|three|four|five|six|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq|zwei|drei|vier|fünf|sechs|due|tre|quattro|cinque|sei|dois|duas|três|quatro)[ \t]{1,2})?(?:digits|d[íi]gitos|chiffres|ziffern|stellen|cifre|algarismos)(?:[ \t]{1,2}(?:of|de|du|der|des|di|della|do|da)[ \t]{1,2}(?:[\p{L}.'’-]{1,20}[ \t]{1,2}){0,3}?)?[^\d\n]{0,24}?)(\d{2,6})(?![\d\p{L}/]|[.,]\d)`,
  'giu',
);
/** In French and Italian the count comes before: 'les 4 derniers chiffres', 'le 4 ultime cifre'. */
const COUNT_FIRST = new RegExp(
  String.raw`(?<![\p{L}])((?:\d|deux|trois|quatre|cinq|due|tre|quattro|cinque)[ \t]{1,2}(?:derniers|dernières|ultime|ultimi)[ \t]{1,2}(?:chiffres|cifre)[^\d\n]{0,40}?)(\d{2,6})(?![\d\p{L}/]|[.,]\d)`,
  'giu',
);

function endsIn(match: string, lead: string, digits: string, offset: number, text: string) {
  // 'mi tarjeta sanitaria termina en 2026': a year after the verb is when it expires.
  if (/^(?:19|20)\d{2}$/.test(digits) && !/[*xX•·]/.test(lead)) return match;
  const before = text.slice(Math.max(0, offset - 48), offset);
  return NUMBER_NOUN.test(before) ? `${lead}[ID]` : match;
}

/** German puts the verb last: 'die Karte, die auf 1189 endet', 'die auf 1189 endende Karte'. */
const VERB_LAST = new RegExp(
  String.raw`(?<![\p{L}])((?:auf|mit)[ \t]{1,2})(\d{2,6})(?=[ \t]{1,2}(?:endet|enden|endete|endeten|endend|endende|endenden|endender)(?![\p{L}]))`,
  'giu',
);

function verbLast(match: string, lead: string, digits: string, offset: number, text: string) {
  const around = text.slice(Math.max(0, offset - 48), offset + match.length + 40);
  return /^(?:19|20)\d{2}$/.test(digits) || !NUMBER_NOUN.test(around) ? match : `${lead}[ID]`;
}

/** 'the last 4 of my SSN: 6621', 'last four on the card 4417': the count alone, then 'of'. */
const LAST_COUNT_OF = new RegExp(
  String.raw`(?<![\p{L}])(last[ \t]{1,2}(?:\d|two|three|four|five|six)[ \t]{1,2}(?:of|on|from)[ \t]{1,2}[^\d\n]{0,40}?)(\d{2,6})(?![\d\p{L}/]|[.,]\d)`,
  'giu',
);

function lastCountOf(match: string, lead: string, _digits: string) {
  return NUMBER_NOUN.test(lead) ? `${lead}[ID]` : match;
}

/** A masked card or account with its last digits: 'xxxx-xxxx-xxxx-4417', '**** 4417', '•••• 0912'. */
const MASKED_NUMBER =
  /(?<![\p{L}\p{N}*•·])((?:[*•·]{3,4}|[xX]{4})[ \t-]?){1,3}\d{2,6}(?![\p{L}\p{N}]|[.,]\d)/gu;

export function redactCardEndings(text: string): string {
  return text
    .replace(MASKED_NUMBER, '[ID]')
    .replace(ENDS_IN, endsIn)
    .replace(VERB_LAST, verbLast)
    .replace(LAST_DIGITS, '$1[ID]')
    .replace(LAST_COUNT_OF, lastCountOf)
    .replace(COUNT_FIRST, '$1[ID]');
}
