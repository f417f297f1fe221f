import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import {
  adversarialTexts,
  ignoringErrors,
  firstSlow,
} from '../../../tests/fakes/adversarial-text.ts';
import { checkCitations } from './steps/citations/check-citations.ts';
import { termsOf } from './steps/citations/claim-terms.ts';
import { findSupport, isVerbatim, prepareSource } from './steps/citations/find-support.ts';
import { citedSentences, markCitations } from '../../shared/citations/index.ts';
import { guessDrugNames } from './drug-interactions/guess-drug-names.ts';
import { buildEvidenceAnswer } from './steps/evidence-answer/build-evidence-answer.ts';
import { scorePassages, terms } from './steps/evidence-answer/rank-passages.ts';
import { splitPassages } from './steps/evidence-answer/split-passages.ts';
import { parseReplyText } from '../flashcards/read-flashcard-reply.ts';
import { parseFollowUpQuestions } from './steps/follow-up/parse-follow-up-questions.ts';
import { readImageKeywords } from './image-analysis/read-image-keywords.ts';
import { isMedicalTerm } from './steps/is-medical-term.ts';
import { readLabExtraction } from './lab-report/read-lab-extraction.ts';
import { numberEvidence } from './steps/number-references.ts';
import { isLikelyEnglish } from './steps/query/is-likely-english.ts';
import { optimiseEnglishQuery } from './steps/query/optimise-english-query.ts';
import { cleanTranslation } from './steps/query/translate-query.ts';
import { parseFitReasons } from './clinical-trials/parse-fit-reasons.ts';
import { statedAge, statedSex } from './clinical-trials/prescreen-trial.ts';
import { splitEligibility } from './clinical-trials/split-eligibility.ts';

/*
 * The pipelines parse the person's question, the model's replies and the sources' text (abstracts,
 * web pages, registry entries). Each parser must read 100 KB of adversarial text in linear time.
 */
const texts = adversarialTexts();

const evidenceFrom = (text: string) =>
  numberEvidence({
    articles: [],
    medlinePlus: [],
    web: [{ title: text.slice(0, 200), url: `https://example.org/${text}`, content: text }],
  });

describe('the pipelines read adversarial text in linear time', () => {
  it.each([
    ['checkCitations', (text: string) => checkCitations(text, [1, 2, 3])],
    ['cleanTranslation', (text: string) => cleanTranslation(text)],
    ['isLikelyEnglish', (text: string) => isLikelyEnglish(text)],
    ['optimiseEnglishQuery', (text: string) => optimiseEnglishQuery(text)],
    ['parseFollowUpQuestions', (text: string) => parseFollowUpQuestions(text)],
    ['guessDrugNames', (text: string) => guessDrugNames(text)],
    ['splitPassages', (text: string) => splitPassages(text)],
    ['scorePassages', (text: string) => scorePassages(text.slice(0, 500), splitPassages(text))],
    ['terms', (text: string) => terms(text)],
    [
      'buildEvidenceAnswer',
      (text: string) =>
        buildEvidenceAnswer({
          query: text.slice(0, 500),
          evidence: evidenceFrom(text),
          level: 'no-medical-experience',
        }),
    ],
    ['numberEvidence', (text: string) => evidenceFrom(text)],
    ['splitEligibility', (text: string) => splitEligibility(text)],
    ['parseFitReasons', (text: string) => parseFitReasons(text)],
    ['statedAge and statedSex', (text: string) => [statedAge(text), statedSex(text)]],
    ['parseReplyText', ignoringErrors(parseReplyText)],
    ['readImageKeywords', (text: string) => readImageKeywords(text)],
    [
      'readImageKeywords on a keywords line',
      (text: string) => readImageKeywords(`Keywords: ${text}`),
    ],
    ['readLabExtraction', ignoringErrors(readLabExtraction)],
    ['isMedicalTerm', (text: string) => isMedicalTerm(text)],
    [
      // The markdown parser before it is micromark, the browser's own, on a model answer of at
      // most a few thousand tokens; what is ours is reading the parsed text.
      'markCitations and citedSentences',
      (text: string) => {
        const tree: Root = {
          type: 'root',
          children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }],
        };
        markCitations(tree);
        return citedSentences(tree);
      },
    ],
    ['termsOf', (text: string) => termsOf(text)],
    [
      'findSupport and isVerbatim',
      (text: string) => {
        const source = prepareSource(text);
        return [
          findSupport(text.slice(0, 2000), source, { crossLanguage: true }),
          isVerbatim(text.slice(0, 2000), source),
        ];
      },
    ],
  ])('%s', { timeout: 60_000 }, (_name, read) => {
    expect(firstSlow(read, texts)).toBeUndefined();
  });
});
