/**
 * Per-language figures of the leave-one-blind-set-out study, from its error list:
 * `SHOW_ERRORS=1 npm run eval:emergency-held-out | node scripts/emergency-held-out-by-language.ts`.
 * The study prints every miss and false alarm with its set and language; the totals come from the
 * folded sets themselves. A row "Latin letters" counts the texts of languages written in another
 * script that were typed in Latin letters (Arabizi, Hinglish, translit), the class round 5 is
 * about. Writes nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Item {
  lang: string;
  text: string;
  emergency: boolean;
}

const folder = fileURLToPath(new URL('../evals/safety/emergency/folded/', import.meta.url));
const LATIN_LANGUAGES = new Set(['en', 'es', 'fr', 'de', 'it', 'pt']);
/** Only Latin letters, digits and punctuation: no letter of another script. */
const LATIN_ONLY = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]*$/u;
const typedInLatin = (item: Item) => !LATIN_LANGUAGES.has(item.lang) && LATIN_ONLY.test(item.text);

const items = readdirSync(folder)
  .filter((name) => name.endsWith('.jsonl'))
  .flatMap((name) =>
    readFileSync(`${folder}${name}`, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Item),
  );

const errors = readFileSync(0, 'utf8')
  .split('\n')
  .map((line) => /^blind-\S+ (MISS|FA) +[\d.]+ (\S+) (.*)$/.exec(line))
  .filter((match) => match !== null)
  .map(([, kind, lang, text]) => ({ kind, lang, text }));

const keyOf = (lang: string, text: string) => `${lang}\u0000${text}`;
const missed = new Set(
  errors.filter((e) => e.kind === 'MISS').map((e) => keyOf(e.lang ?? '', e.text ?? '')),
);
const alarmed = new Set(
  errors.filter((e) => e.kind === 'FA').map((e) => keyOf(e.lang ?? '', e.text ?? '')),
);

function row(name: string, group: readonly Item[]): string {
  const emergencies = group.filter((item) => item.emergency);
  const lookAlikes = group.filter((item) => !item.emergency);
  const caught = emergencies.filter((item) => !missed.has(keyOf(item.lang, item.text))).length;
  const alarms = lookAlikes.filter((item) => alarmed.has(keyOf(item.lang, item.text))).length;
  return `| ${name.padEnd(13)} | ${`${caught}/${emergencies.length}`.padStart(9)} | ${`${alarms}/${lookAlikes.length}`.padStart(12)} |`;
}

const languages = [...new Set(items.map((item) => item.lang))].sort();
console.log('| language      | caught    | false alarms |');
console.log('|---------------|-----------|--------------|');
for (const lang of languages)
  console.log(
    row(
      lang,
      items.filter((item) => item.lang === lang),
    ),
  );
console.log(row('Latin letters', items.filter(typedInLatin)));
for (const lang of languages) {
  const latin = items.filter((item) => item.lang === lang && typedInLatin(item));
  if (latin.length > 0) console.log(row(`${lang} (Latin)`, latin));
}
console.log(row('all', items));
