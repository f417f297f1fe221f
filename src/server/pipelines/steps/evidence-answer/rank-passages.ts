import type { Passage } from './split-passages.ts';

const STOP_WORDS = new Set(
  (
    'a an the and or but of in on at to for from with without by about into over under between ' +
    'during before after while than as is are was were be been being do does did have has had can ' +
    'could should would will may might must what which who whom how why when where this that these ' +
    'those it its they them their there i me my we our you your he she his her not no vs versus ' +
    'also more most other such some any all each per via et al'
  ).split(' '),
);

/** Light suffix stripping so "symptoms"/"symptom" and "treated"/"treating" meet; not a full stemmer. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('ly') && w.length > 4) w = w.slice(0, -2);
  return w;
}

/** Normalised, stemmed content words of a text (numbers kept: "type 2" must match "type 2"). */
export function terms(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).filter((word) => !STOP_WORDS.has(word)).map(stem);
}

/** Abstract sections by how much they tell a reader: findings first, methods last. */
const SECTION_WEIGHT: [RegExp, number][] = [
  [/CONCLUSION|INTERPRETATION|SIGNIFICANCE|RECOMMENDATION|IMPLICATION/, 1.8],
  [/RESULT|FINDING/, 1.4],
  [/METHOD|DESIGN|SETTING|PARTICIPANT|PATIENT|SUBJECT|MEASURE|INTERVENTION|MATERIAL/, 0.5],
  [/BACKGROUND|INTRODUCTION|CONTEXT|IMPORTANCE|OBJECTIVE|AIM|PURPOSE|HYPOTHES|RATIONALE/, 0.6],
];

const sectionWeight = (section: string): number =>
  SECTION_WEIGHT.find(([pattern]) => pattern.test(section))?.[1] ?? 1;

/** Sections a reader comes for: what was found and what it means. */
export const isFindingSection = (section: string): boolean =>
  /CONCLUSION|INTERPRETATION|SIGNIFICANCE|RECOMMENDATION|IMPLICATION|RESULT|FINDING/.test(section);

/** Measured results: percentages, p values, confidence intervals, ratios. */
const MEASURED =
  /\d\s?%|\bp\s?[<=>≤]\s?0?\.\d|\b(?:95\s?%\s?)?CI\b|confidence interval|\b(?:odds|hazard|risk) ratio\b|\bsignificant(?:ly)?\b/i;
/** Ratios as abstracts write them; upper case only, so the word "or (" is not one. */
const RATIO = /\b(?:OR|HR|RR|RRR|ARR|NNT)\s?[=:(]/;
/** What a conclusion or recommendation says, in unlabelled text as well. */
const CONCLUDING =
  /\b(?:we conclude|in conclusion|conclusions?|suggest(?:s|ed)?|indicat(?:e|es|ed)|recommend(?:s|ed)?|should|demonstrat(?:e|es|ed)|associated with|effective|improv(?:e|es|ed))\b/i;
/** What a study set out to do or how: the question, not the answer. */
const SETTING_OUT =
  /\b(?:we (?:aimed|sought|investigated|examined|evaluated|assessed|studied|analy[sz]ed|reviewed|enrolled|recruited|included)|the (?:aim|purpose|objective) of|this study (?:aimed|was designed|examined|investigated)|were (?:enrolled|recruited|randomi[sz]ed|included)|retrospective(?:ly)?|prospective(?:ly)?)\b/i;

/**
 * How much a sentence reads as a finding, whatever its section: results with numbers and
 * conclusions or recommendations before aims and methods.
 */
export function findingWeight(text: string): number {
  let weight = 1;
  if (MEASURED.test(text) || RATIO.test(text)) weight *= 1.25;
  if (CONCLUDING.test(text)) weight *= 1.2;
  if (SETTING_OUT.test(text)) weight *= 0.75;
  return weight;
}

/** Whether a passage carries a finding: its section says so, or unlabelled, its words do. */
export const isFinding = (passage: Pick<Passage, 'section' | 'text'>): boolean =>
  passage.section ? isFindingSection(passage.section) : findingWeight(passage.text) > 1;

/**
 * Where a passage stands when a source's excerpts are read together: its conclusion first (what
 * decides a yes/no question), then its results, then background and methods.
 */
export function readingRank(passage: Pick<Passage, 'section' | 'text'>): number {
  if (/CONCLUSION|INTERPRETATION|SIGNIFICANCE|RECOMMENDATION|IMPLICATION/.test(passage.section))
    return 0;
  return isFinding(passage) ? 1 : 2;
}

/** Very short sentences rarely stand alone; very long ones are tables or run-ons. */
function lengthWeight(text: string): number {
  const words = text.split(/\s+/).length;
  if (words < 6) return 0.4;
  if (words < 10) return 0.8;
  if (words > 70) return 0.5;
  if (words > 45) return 0.8;
  return 1;
}

/** Page furniture and boilerplate that must never be quoted as evidence. */
const JUNK =
  /https?:\/\/|www\.|©|copyright|all rights reserved|click here|subscribe|cookies?\b|advertis|@\w+\.\w+|\bfunded by\b|clinicaltrials\.gov|trial registration|conflicts? of interest/i;

export const isQuotable = (text: string): boolean =>
  text.length >= 20 && text.length <= 500 && !JUNK.test(text) && /[a-z]{3}/i.test(text);

/**
 * BM25 relevance of each passage to the query (every passage of every source is one document),
 * weighted by abstract section and sentence length. Passages sharing no term with the query score 0.
 */
export function scorePassages(
  query: string,
  passages: readonly Passage[],
  /**
   * How the share of the query's weight a text covers scales its score: not at all, softly
   * (half the score stands), or fully (whole sources: one lacking the question's words is off-topic).
   */
  coverage: 'none' | 'soft' | 'full' = 'none',
): number[] {
  const k1 = 1.2;
  const b = 0.75;
  const queryTerms = [...new Set(terms(query))];
  const docs = passages.map((passage) => terms(passage.text));
  const avgLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1) || 1;
  const documentFrequency = new Map<string, number>();
  for (const doc of docs) {
    for (const term of new Set(doc))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const idfOf = (term: string): number => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  };
  // The query's weight over the terms some passage has: what a passage could cover at most.
  const reachable = queryTerms
    .filter((term) => documentFrequency.has(term))
    .reduce((sum, term) => sum + idfOf(term), 0);
  return docs.map((doc, index) => {
    let score = 0;
    let covered = 0;
    for (const term of queryTerms) {
      const frequency = doc.filter((word) => word === term).length;
      if (frequency === 0) continue;
      const idf = idfOf(term);
      covered += idf;
      score +=
        (idf * frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * doc.length) / avgLength));
    }
    // A text missing the question's distinctive words (its "symptoms") answers it less, however
    // strong the study or its section.
    const share = reachable > 0 ? covered / reachable : 0;
    const factor = coverage === 'full' ? share : coverage === 'soft' ? 0.5 + 0.5 * share : 1;
    const passage = passages[index];
    return passage
      ? score *
          factor *
          sectionWeight(passage.section) *
          findingWeight(passage.text) *
          lengthWeight(passage.text)
      : 0;
  });
}
