import { at, readRun, readWord, TOKEN, type Token } from './spoken-numbers.ts';

/*
 * A street with its house number said in words (round 20a): 'calle morelos número cuarenta y dos',
 * 'calle duarte casa número doce', 'via roma ventitré', 'rue un sept cinq zéro', 'lindenstraße
 * vierzehn', 'avenida brasil número trezentos e quinze', and the number before the street in
 * French and English ('trois cent quarante rue principale', 'seven four one elm street'). The
 * street word of the six languages opens it; the number is read by `readRun`. A street word that is
 * also a common word ('via orale', 'nel corso di due anni', 'place') needs a name that is not a
 * route or a function word before the number. One pass over the words: linear time.
 */

const STREET_BEFORE = new Set([
  'calle',
  'avenida',
  'avda',
  'av',
  'carrera',
  'calzada',
  'paseo',
  'pasaje',
  'rua',
  'travessa',
  'alameda',
  'estrada',
  'via',
  'viale',
  'vicolo',
  'piazza',
  'corso',
  'largo',
  'rue',
  'avenue',
  'boulevard',
  'chemin',
  'allée',
  'impasse',
  'strasse',
  'straße',
  'gasse',
]);
const STREET_AFTER_FR = new Set([
  'rue',
  'avenue',
  'boulevard',
  'bd',
  'chemin',
  'allée',
  'impasse',
  'route',
  'place',
]);
const STREET_TYPE_EN = new Set([
  'street',
  'road',
  'avenue',
  'lane',
  'drive',
  'close',
  'way',
  'crescent',
  'court',
  'boulevard',
]);
/** A German street is one word ending in its type: 'lindenstraße', 'birkenweg', 'am marktplatz'. */
const GERMAN_STREET = /^\p{L}{3,}(?:straße|strasse|str|weg|gasse|allee|platz|damm|ufer)$/u;
/** Before the number: 'número', 'numero', 'nº', 'casa número', 'number', 'nummer'. */
const MARKERS = new Set([
  'número',
  'numero',
  'nº',
  'n',
  'no',
  'nr',
  'number',
  'nummer',
  'casa',
  'num',
]);
/** Words after 'via', 'corso', 'largo' that say they are not a street, and function words. */
const NOT_NAMES = new Set([
  'orale',
  'endovenosa',
  'venosa',
  'intramuscolare',
  'sottocutanea',
  'rettale',
  'aerea',
  'oral',
  'email',
  'mail',
  'e-mail',
  'telefono',
  'phone',
  'di',
  'de',
  'del',
  'della',
  'do',
  'da',
  'of',
  'the',
  'a',
  'di',
  'in',
  'en',
  'per',
  'por',
  'para',
  'à',
  'la',
  'le',
  'il',
  'el',
  'y',
  'e',
  'et',
  'and',
  'des',
  'du',
  'dos',
  'das',
  'mg',
  'ml',
]);
const STOPS = new Set([
  'à',
  'a',
  'en',
  'in',
  'et',
  'e',
  'y',
  'and',
  'au',
  'dans',
  'près',
  'at',
  'on',
]);

/** 'one' in the six languages, also their indefinite article. */
const ARTICLES = new Set(['un', 'una', 'uno', 'une', 'um', 'uma', 'one', 'ein', 'eine', 'einen']);

const spaced = (text: string, left: Token, right: Token): boolean =>
  /^[ \t]{1,3}$/.test(text.slice(left.end, right.start));

/** Replaces each street with a house number in words by [ADDRESS]. */
export function redactSpokenStreets(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return text;
  const tokens: Token[] = [];
  for (const match of lower.matchAll(TOKEN)) {
    tokens.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  const spans: [number, number][] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const span = streetThenNumber(text, tokens, i) ?? numberThenStreet(text, tokens, i);
    if (span) {
      spans.push([at(tokens, i).start, span[1]]);
      i = span[0];
    }
  }
  if (spans.length === 0) return text;
  let result = '';
  let last = 0;
  for (const [start, end] of spans) {
    result += `${text.slice(last, start)}[ADDRESS]`;
    last = end;
  }
  return result + text.slice(last);
}

/** 'calle morelos número cuarenta y dos', 'rue un sept cinq zéro', 'lindenstraße vierzehn'. */
function streetThenNumber(text: string, tokens: Token[], i: number): [number, number] | undefined {
  const word = at(tokens, i).word;
  const german = GERMAN_STREET.test(word);
  if (!german && !STREET_BEFORE.has(word)) return undefined;
  // 'bloqueo AV completo': in capitals, AV is the atrioventricular node, not 'avenida'.
  if (word === 'av' && text.slice(at(tokens, i).start, at(tokens, i).end) === 'AV')
    return undefined;
  let j = i + 1;
  let names = 0;
  let marked = false;
  while (j < tokens.length && j - i <= 5 && spaced(text, at(tokens, j - 1), at(tokens, j))) {
    const next = at(tokens, j).word;
    if (readWord(next)) break;
    if (MARKERS.has(next)) marked = true;
    else if (marked || german) return undefined;
    else if (!NOT_NAMES.has(next)) names += 1;
    else if (j === i + 1) return undefined;
    j += 1;
  }
  if (
    j >= tokens.length ||
    !readWord(at(tokens, j).word) ||
    !spaced(text, at(tokens, j - 1), at(tokens, j))
  ) {
    return undefined;
  }
  const [run, after] = readRun(text, tokens, j);
  // No name and no 'número': only a run of digits said one by one is a house number ('rue un sept').
  if (!german && names === 0 && !marked && run.numbers < 3) return undefined;
  // 'y un marcapasos', 'et une prothèse': a lone 'one' without 'número' is an article.
  if (!marked && run.numbers === 1 && ARTICLES.has(at(tokens, j).word)) return undefined;
  if (names > 3) return undefined;
  return [after - 1, run.end];
}

/** 'trois cent quarante rue principale', 'seven four one elm street'. */
function numberThenStreet(text: string, tokens: Token[], i: number): [number, number] | undefined {
  if (!readWord(at(tokens, i).word)) return undefined;
  if (i > 0 && readWord(at(tokens, i - 1).word) && spaced(text, at(tokens, i - 1), at(tokens, i)))
    return undefined;
  const [run, after] = readRun(text, tokens, i);
  if (after >= tokens.length || !spaced(text, at(tokens, after - 1), at(tokens, after)))
    return undefined;
  if (STREET_AFTER_FR.has(at(tokens, after).word)) {
    let j = after + 1;
    while (
      j < tokens.length &&
      j - after <= 3 &&
      spaced(text, at(tokens, j - 1), at(tokens, j)) &&
      !STOPS.has(at(tokens, j).word)
    ) {
      j += 1;
    }
    if (j === after + 1) return undefined;
    return [j - 1, Math.max(run.end, at(tokens, j - 1).end)];
  }
  for (let j = after; j < tokens.length && j - after < 3; j += 1) {
    if (j > after && !spaced(text, at(tokens, j - 1), at(tokens, j))) return undefined;
    if (STREET_TYPE_EN.has(at(tokens, j).word))
      return j > after ? [j, at(tokens, j).end] : undefined;
    if (STOPS.has(at(tokens, j).word) || NOT_NAMES.has(at(tokens, j).word)) return undefined;
  }
  return undefined;
}
