/*
 * A time of day right after a date is part of the time stamp (round 21a): '[15/01/24, 21:04:11]'
 * of a chat export, '19.02.2024 07:55' of a lab header, '17/07/2024 6:40 a. m.', '08/02/2024 à
 * 23h17', '04/07/2023 às 15:32', '3 novembre alle 08:12', 'Mi 6. Mär 2024, 22:41', '07.01. 06:00'
 * of a care log. The date rules have already written [DATE]; this pass joins the time that follows
 * it, with its joining word in the six languages ('à', 'às', 'alle', 'ore', 'um', 'at', 'a las',
 * '@', a comma, a dash) and its ending ('Uhr', 'h', 'hrs', 'a. m.', 'p.m.'). A time not after a
 * date stays ('nimmt um 08:00 Metformin'), and so does a number after a date that is a dose
 * ('[DATE] 1000 mg'). Only texts holding a [DATE] are read; every quantifier is bounded.
 */

/** A clock time: '21:04', '21:04:11', '21h04', '21h', '9.30 Uhr', '9 Uhr', '6 p.m.', '0630'. */
const CLOCK = String.raw`(?:\d{1,2}(?::[0-5]\d(?::[0-5]\d)?|h[0-5]\d|h(?![\p{L}\p{N}])|\.[0-5]\d(?=[ \t]{0,2}uhr)|(?=[ \t]{0,2}(?:uhr|[ap]\.?[ \t]?m\.?)(?![\p{L}])))|(?:[01][0-8]|2[1-3])[0-5]\d(?![\p{N}])(?![ \t]{0,2}(?:mg|ml|g|mcg|µg|ui|iu|u|units?|kg|mmol|%|x|pts|patients?)(?![\p{L}])))`;
/** The ending of a time: 'Uhr', 'h', 'hrs', 'a. m.', 'p.m.', 'am', 'pm'. */
const CLOCK_END = String.raw`(?:[ \t]{0,2}(?:[ap]\.[ \t]?m\.|[ap]m(?![\p{L}])|uhr(?![\p{L}])|hrs?(?![\p{L}])))?`;
/** Between the date and the time: a comma, a dash, 'à', 'às', 'alle', 'ore', 'um', 'at', 'a las'. */
const CLOCK_JOIN = String.raw`(?:,|[ \t]{0,2}[-–—@])?[ \t]{1,2}(?:(?:à|às|as|alle|ore|um|at|a[ \t]las|pelas|vers|gegen|around|@)[ \t]{1,2})?`;

const TIME_AFTER_DATE = new RegExp(String.raw`\[DATE\]${CLOCK_JOIN}${CLOCK}${CLOCK_END}`, 'giu');

export function redactTimesAfterDates(text: string): string {
  if (!text.includes('[DATE]')) return text;
  return text.replace(TIME_AFTER_DATE, '[DATE]');
}
