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
import { z } from 'zod';
import { buildEvidenceAnswer } from '../../src/server/pipelines/steps/evidence-answer/build-evidence-answer.ts';
import { numberEvidence } from '../../src/server/pipelines/steps/number-references.ts';
import { parsePubMedXml } from '../../src/server/sources/pubmed/parse-pubmed-xml.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const DATA = `${here}../../../shared/evals/pubmedqa/pqal-dev.json`;
const DISTRACTORS = 4;

const Record = z.object({
  QUESTION: z.string(),
  CONTEXTS: z.array(z.string()),
  LABELS: z.array(z.string()),
  MESHES: z.array(z.string()).default([]),
  YEAR: z.union([z.string(), z.number(), z.null()]).optional(),
  LONG_ANSWER: z.string(),
  final_decision: z.string(),
});
type PqaRecord = z.infer<typeof Record>;
interface Question extends PqaRecord {
  pmid: string;
}

/** FNV-1a: a stable hash, so the split and the distractors never change between runs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function articleXml(q: Question): string {
  const sections = [
    ...q.CONTEXTS.map((context, i) => ({ label: q.LABELS[i] ?? '', text: context })),
    { label: 'CONCLUSIONS', text: q.LONG_ANSWER },
  ]
    .map(
      ({ label, text }) =>
        `<AbstractText${label ? ` Label="${escapeXml(label)}"` : ''}>${escapeXml(text)}</AbstractText>`,
    )
    .join('');
  const mesh = q.MESHES.map(
    (name) => `<MeshHeading><DescriptorName>${escapeXml(name)}</DescriptorName></MeshHeading>`,
  ).join('');
  return `<PubmedArticle><MedlineCitation><PMID>${q.pmid}</PMID><Article><Journal><Title>PubMedQA</Title><JournalIssue><PubDate><Year>${String(q.YEAR ?? '')}</Year></PubDate></JournalIssue></Journal><ArticleTitle>${escapeXml(q.QUESTION)}</ArticleTitle><Abstract>${sections}</Abstract></Article><MeshHeadingList>${mesh}</MeshHeadingList></MedlineCitation></PubmedArticle>`;
}

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
  const xml = `<?xml version="1.0"?><PubmedArticleSet>${records.map(articleXml).join('')}</PubmedArticleSet>`;
  const articles = parsePubMedXml(xml);
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
  const raw: unknown = JSON.parse(readFileSync(DATA, 'utf8'));
  const parsed = z.record(z.string(), Record).parse(raw);
  const questions = Object.entries(parsed)
    .map(([pmid, record]) => ({ pmid, ...record }))
    .sort((a, b) => a.pmid.localeCompare(b.pmid));
  const halves = {
    development: questions.filter((q) => hash(`split:${q.pmid}`) % 2 === 0),
    'held-out': questions.filter((q) => hash(`split:${q.pmid}`) % 2 === 1),
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
