/**
 * `node evals/pubmedqa/evidence-only.ts [--write]`: how well the no-model answer quotes the article
 * that answers a PubMedQA question. Each question's record is served as PubMed would (its contexts
 * under their labels, then LONG_ANSWER as CONCLUSIONS) among four other records, parsed by the real
 * PubMed parser, numbered by the real pipeline step and answered by the real evidence-only builder.
 * Questions are split by a hash of their PMID: tune on `development` (`--dev-only`), look at
 * `held-out` rarely; `--write LABEL` appends the figures to results.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildEvidenceAnswer } from '../../src/server/pipelines/steps/evidence-answer/build-evidence-answer.ts';
import { numberEvidence } from '../../src/server/pipelines/steps/number-references.ts';
import { parsePubMedXml } from '../../src/server/sources/pubmed/parse-pubmed-xml.ts';
import { articleSetXml } from './pubmed-record-xml.ts';
import {
  hash,
  loadQuestions,
  splitOf,
  type PubMedQaQuestion as Question,
} from './pubmedqa-questions.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const DISTRACTORS = 4;

type Part = 'conclusion' | 'results' | 'background-methods' | 'unknown';

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Which part of the record a quote comes from, read from the data set's own labels. */
function partOf(quote: string, q: Question): Part {
  const text = normalise(quote);
  if (normalise(q.LONG_ANSWER).includes(text)) return 'conclusion';
  const index = q.CONTEXTS.findIndex((context) => normalise(context).includes(text));
  if (index < 0) return 'unknown';
  return /RESULT|FINDING/i.test(q.LABELS[index] ?? '') ? 'results' : 'background-methods';
}

/** The quotes of an answer in display order: text (markdown escapes undone) and citation. */
const quotesOf = (answer: string): { text: string; n: number }[] =>
  [...answer.matchAll(/^> (.*) \[(\d+)\]$/gm)].map((match) => ({
    text: (match[1] ?? '').replace(/\\(.)/g, '$1'),
    n: Number(match[2]),
  }));

interface Outcome {
  rightFirst: boolean;
  findingsQuoted: boolean;
  findingsBeforeBackground: boolean;
}

function evaluate(q: Question, all: readonly Question[]): Outcome {
  const others = all
    .filter((other) => other.pmid !== q.pmid)
    .sort((a, b) => hash(`${q.pmid}:${a.pmid}`) - hash(`${q.pmid}:${b.pmid}`))
    .slice(0, DISTRACTORS);
  // The right record's place among the five is fixed by its PMID, so no place is favoured.
  const place = hash(q.pmid) % (DISTRACTORS + 1);
  const records = [...others.slice(0, place), q, ...others.slice(place)];
  const articles = parsePubMedXml(articleSetXml(records));
  const evidence = numberEvidence({ articles, medlinePlus: [], web: [] });
  const answer = buildEvidenceAnswer({
    query: q.QUESTION,
    evidence,
    level: 'some-medical-knowledge',
  });
  const right = evidence.find((item) => item.reference.pmid === q.pmid)?.reference.n;
  const quotes = quotesOf(answer);
  const own = quotes.filter((quote) => quote.n === right).map((quote) => partOf(quote.text, q));
  const findings = own.findIndex((part) => part === 'conclusion' || part === 'results');
  const background = own.indexOf('background-methods');
  return {
    rightFirst: quotes[0]?.n === right,
    findingsQuoted: findings >= 0,
    findingsBeforeBackground: findings >= 0 && (background < 0 || findings < background),
  };
}

const percent = (outcomes: readonly Outcome[], key: keyof Outcome): string =>
  `${((100 * outcomes.filter((o) => o[key]).length) / Math.max(1, outcomes.length)).toFixed(1)}%`;

function main(): void {
  const questions = loadQuestions();
  const halves = {
    development: questions.filter((q) => splitOf(q.pmid) === 'development'),
    'held-out': questions.filter((q) => splitOf(q.pmid) === 'held-out'),
  };
  const only = process.argv.includes('--dev-only') ? ['development'] : Object.keys(halves);
  const rows: string[] = [];
  for (const [name, half] of Object.entries(halves)) {
    if (!only.includes(name)) continue;
    const outcomes = half.map((q) => evaluate(q, questions));
    rows.push(
      `| ${name} | ${half.length} | ${percent(outcomes, 'rightFirst')} | ${percent(outcomes, 'findingsQuoted')} | ${percent(outcomes, 'findingsBeforeBackground')} |`,
    );
  }
  const table = [
    '| half | questions | right article quoted first | its conclusion or results quoted | quoted before its background/methods |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
  console.log(table);
  const label = process.argv[process.argv.indexOf('--write') + 1];
  if (process.argv.includes('--write') && label) {
    const date = new Date().toISOString().slice(0, 10);
    const file = `${here}results.md`;
    let previous = '';
    try {
      previous = readFileSync(file, 'utf8');
    } catch {
      previous =
        '# PubMedQA: evidence-only answers\n\n`node evals/pubmedqa/evidence-only.ts`; see the header of evidence-only.ts for the set-up.\n';
    }
    writeFileSync(file, `${previous}\n## ${date}: ${label}\n\n${table}\n`);
  }
}

main();
