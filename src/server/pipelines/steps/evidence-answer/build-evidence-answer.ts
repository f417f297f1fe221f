import type { KnowledgeLevel, Language, Reference } from '../../../../contract/index.ts';
import type { EvidenceItem } from '../../../llm/index.ts';
import { answerNotesFor, type AnswerNotes } from '../answer-notes/answer-notes.ts';
import { en } from '../answer-notes/languages/en.ts';
import { evidenceWeight } from './evidence-weight.ts';
import { isQuotable, readingRank, scorePassages, terms } from './rank-passages.ts';
import { splitPassages, type Passage } from './split-passages.ts';

export interface EvidenceAnswerInput {
  /** The English search query: the evidence is mostly English. */
  query: string;
  evidence: readonly EvidenceItem[];
  level: KnowledgeLevel;
  /** The answer's language, for the answer's own notes (the quotes stay as the sources wrote them). */
  language?: Language | undefined;
}

/** The English notes, as every other language's texts are measured against them. */
export const EVIDENCE_EXCERPTS_LABEL = en.excerptsLead;
export const NO_EVIDENCE_TEXT = en.noEvidence;
export const NO_QUOTABLE_TEXT = en.noQuotable;

const MAX_PASSAGES = 6;
const FALLBACK_PASSAGES = 3;
const PER_SOURCE = 2;
const RELEVANCE_FLOOR = 0.15;

interface Candidate extends Passage {
  reference: Reference;
  score: number;
  /**
   * The score again, softened by how much of the question the passage itself covers: it decides
   * which source is read first, not which passages are chosen (a source's conclusion often
   * lacks the question's words and is still its answer).
   */
  leadScore: number;
}

const GROUPS: {
  heading: keyof AnswerNotes['groupHeadings'];
  kinds: readonly Reference['kind'][];
}[] = [
  { heading: 'research', kinds: ['pubmed'] },
  { heading: 'healthPages', kinds: ['medlineplus', 'web'] },
  { heading: 'other', kinds: ['trial', 'fda-label'] },
];

/** Laypeople are better served by consumer pages, experts by the studies themselves. */
function levelBoost(level: KnowledgeLevel, kind: Reference['kind']): number {
  if (level === 'no-medical-experience' && (kind === 'web' || kind === 'medlineplus')) return 1.25;
  if (level === 'medical-expert' && kind === 'pubmed') return 1.25;
  return 1;
}

/**
 * Quoted text must render as the words it is: the source's own footnote markers ("[12]") would pass
 * for our citations, and markdown or HTML characters would change how it displays.
 */
const asQuote = (text: string): string =>
  text
    .replace(/\s?\[\d+(?:\s*[-–,]\s*\d+)*\]/g, '')
    .replace(/[\\`*_[\]<>]/g, (char) => `\\${char}`)
    .replace(/^(\d+)\.(\s)/, '$1\\.$2')
    .replace(/^([-+#])/, '\\$1');

function overlap(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((term) => b.has(term)).length;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/** Best passages first, at most two per source, skipping near-repeats of one already chosen. */
function select(candidates: readonly Candidate[], limit: number): Candidate[] {
  const picked: Candidate[] = [];
  for (const candidate of candidates) {
    if (picked.length >= limit) break;
    if (picked.filter((p) => p.reference.n === candidate.reference.n).length >= PER_SOURCE)
      continue;
    const own = new Set(terms(candidate.text));
    if (picked.some((p) => overlap(own, new Set(terms(p.text))) > 0.8)) continue;
    picked.push(candidate);
  }
  return picked;
}

/**
 * Each group's sources in the order of their best passage, so the source that answers best is
 * read first; within a source, its conclusion, then its results, then its background and methods,
 * each in reading order. `picked` comes best first.
 */
function inReadingOrder(picked: readonly Candidate[]): Candidate[] {
  const sourceRank = new Map<number, number>();
  for (const candidate of [...picked].sort((a, b) => b.leadScore - a.leadScore)) {
    if (!sourceRank.has(candidate.reference.n))
      sourceRank.set(candidate.reference.n, sourceRank.size);
  }
  const rankOf = (candidate: Candidate) => sourceRank.get(candidate.reference.n) ?? 0;
  return [...picked].sort(
    (a, b) => rankOf(a) - rankOf(b) || readingRank(a) - readingRank(b) || a.position - b.position,
  );
}

function render(picked: readonly Candidate[], fellBack: boolean, notes: AnswerNotes): string {
  const blocks = [notes.excerptsLead];
  if (fellBack) blocks.push(notes.noPassageMatch);
  const ordered = fellBack
    ? [...picked].sort((a, b) => a.reference.n - b.reference.n || a.position - b.position)
    : inReadingOrder(picked);
  for (const group of GROUPS) {
    const quotes = ordered
      .filter((candidate) => group.kinds.includes(candidate.reference.kind))
      .map((candidate) => `> ${asQuote(candidate.text)} [${candidate.reference.n}]`);
    if (quotes.length > 0) blocks.push(notes.groupHeadings[group.heading], ...quotes);
  }
  return blocks.join('\n\n');
}

/**
 * How well each whole source answers the query, from 0.5 (barely) to 1 (best): a sentence from the
 * article about the question outranks an equally worded one from an article about something else.
 */
function sourceFit(query: string, items: readonly EvidenceItem[]): Map<number, number> {
  const scores = scorePassages(
    query,
    items.map(({ text }, position) => ({ text, section: '', position })),
    'full',
  );
  const best = Math.max(0, ...scores);
  return new Map(
    items.map(({ reference }, index) => [
      reference.n,
      best > 0 ? 0.5 + (0.5 * (scores[index] ?? 0)) / best : 1,
    ]),
  );
}

/**
 * The answer of evidence-only mode (no model configured): the sentences of the sources most
 * relevant to the query, quoted verbatim with their reference numbers and labelled as excerpts.
 * Nothing is paraphrased or generated, so nothing can be invented.
 */
export function buildEvidenceAnswer({
  query,
  evidence,
  level,
  language,
}: EvidenceAnswerInput): string {
  const notes = answerNotesFor(language);
  if (evidence.length === 0) return notes.noEvidence;
  const quotable = evidence.filter(({ reference }) => evidenceWeight(reference) > 0);
  const passages = quotable.flatMap(({ reference, text }) =>
    splitPassages(text)
      .filter((passage) => isQuotable(passage.text))
      .map((passage) => ({ ...passage, reference })),
  );
  if (passages.length === 0) return notes.noQuotable;

  const scores = scorePassages(query, passages);
  const leadScores = scorePassages(query, passages, 'soft');
  const fit = sourceFit(query, quotable);
  const candidates: Candidate[] = passages.map((passage, index) => {
    const weight =
      (fit.get(passage.reference.n) ?? 1) *
      levelBoost(level, passage.reference.kind) *
      evidenceWeight(passage.reference);
    return {
      ...passage,
      score: (scores[index] ?? 0) * weight,
      leadScore: (leadScores[index] ?? 0) * weight,
    };
  });
  const best = Math.max(0, ...candidates.map((candidate) => candidate.score));
  // A passage that only shares a common word with the query is noise next to one that answers it.
  const relevant = candidates
    .filter((candidate) => candidate.score > 0 && candidate.score >= best * RELEVANCE_FLOOR)
    .sort((a, b) => b.score - a.score || a.reference.n - b.reference.n || a.position - b.position);
  if (relevant.length > 0) return render(select(relevant, MAX_PASSAGES), false, notes);

  // Nothing mentions the query's terms: each source's own opening or conclusion, honestly flagged.
  const leads = [...candidates].sort(
    (a, b) =>
      Number(/CONCLUSION/.test(b.section)) - Number(/CONCLUSION/.test(a.section)) ||
      a.position - b.position ||
      a.reference.n - b.reference.n,
  );
  // One lead per source first, stronger designs first when there are more sources than places
  // (equal strength keeps the sources' order); any places left take second leads as before.
  const firstLeads = [
    ...new Map(leads.map((lead) => [lead.reference.n, lead] as const).reverse()).values(),
  ].sort(
    (a, b) =>
      evidenceWeight(b.reference) - evidenceWeight(a.reference) || a.reference.n - b.reference.n,
  );
  const breadth = select(firstLeads, FALLBACK_PASSAGES);
  const rest = leads.filter((lead) => !breadth.includes(lead));
  return render(select([...breadth, ...rest], FALLBACK_PASSAGES), true, notes);
}
