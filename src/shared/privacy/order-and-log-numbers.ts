/*
 * Numbers a record is found by that no label rule reads:
 * - an order's or a request's number after its word, dots and a check digit inside ('Pedido
 *   99.014.227-5', 'Auftrag Nr. 4471-220', 'Ordine n. 2024/118834', 'Demande 771203');
 * - a card number written in groups of uneven length, single digits among them ('0 865
 *   000123456789 0');
 * - a care log's day and month before a colon at a line's start ('26/11:', '- le 3/12 :').
 * Every pattern is bounded and starts where a token starts: linear time.
 */

type Rule = [RegExp, string | ((match: string, ...groups: string[]) => string)];

const ORDER_WORDS = String.raw`pedido|auftrag|auftragsnummer|bestellung|ordine|richiesta|demande|commande|order|solicitud|requisición|requisição|encomenda`;
const NUMBER_SIGN = String.raw`n\.?[º°o]\.?|nr\.?|no\.?|num\.?|número|numero|number|nummer|#`;

const ORDER_NUMBER = new RegExp(
  String.raw`(?<![\p{L}])((?:${ORDER_WORDS})(?:[ \t]{1,2}(?:${NUMBER_SIGN}))?[ \t]{0,2}[:#]?[ \t]{1,2})(\d[\d./-]{3,22}\d)(?![\p{L}\p{N}]|[.,/-]\d)`,
  'giu',
);

/** A date is no order's number: 'Auftrag 12.03.2024' is read by the date rules. */
const DATE_SHAPE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/u;

/** Groups of digits split by single spaces, the first not after another number's group. */
const GROUPED_CARD =
  /(?<![\p{L}\p{N}.,/]|\d[ \t])\d{1,6}(?: \d{1,16}){2,5}(?![\p{L}\p{N}]|[ \t]\d|[.,]\d)/gu;

/** A day and a month before a colon opening a care log's line: '26/11:', '- le 3/12 :'. */
const LOG_DATE =
  /^([ \t]{0,4}(?:[-–—•*][ \t]{0,2})?(?:(?:le|am|el|il|em|on|dia|día)[ \t]{1,2})?)(\d{1,2})\/(\d{1,2})(?=[ \t]{0,2}:)/gimu;
/** The same after a log's title and a dash: 'Caderno da cuidadora - 26/11:'. */
const TITLED_LOG_DATE = /([ \t][-–—][ \t]{1,2})(\d{1,2})\/(\d{1,2})(?=[ \t]{0,2}:)/gu;

const dayMonth = (day: string, month: string): boolean =>
  Number(day) >= 1 && Number(day) <= 31 && Number(month) >= 1 && Number(month) <= 12;

export const ORDER_AND_LOG_RULES: Rule[] = [
  [
    ORDER_NUMBER,
    (match: string, label: string, number: string) =>
      number.replace(/\D/g, '').length >= 5 && !DATE_SHAPE.test(number) ? `${label}[ID]` : match,
  ],
  // Fifteen to twenty digits with a long group in them: an insurer's card, not a list of values.
  [
    GROUPED_CARD,
    (match: string) => {
      const digits = match.replace(/\D/g, '').length;
      return digits >= 15 && digits <= 20 && /\d{6}/u.test(match) ? '[ID]' : match;
    },
  ],
  [
    LOG_DATE,
    (match: string, before: string, day: string, month: string) =>
      dayMonth(day, month) ? `${before}[DATE]` : match,
  ],
  [
    TITLED_LOG_DATE,
    (match: string, before: string, day: string, month: string) =>
      dayMonth(day, month) ? `${before}[DATE]` : match,
  ],
];
