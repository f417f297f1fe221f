import { describe, expect, it } from 'vitest';
import type { Reference } from '../contract/index.ts';
import { adversarialTexts, firstSlow } from '../../tests/fakes/adversarial-text.ts';
import { plainExcerpt } from './features/conversation/plain-excerpt.ts';
import { readInteractions } from './features/drug-interactions/read-interactions.ts';
import { flashcardFileName } from './features/flashcards/flashcard-text.ts';
import { parseLabRange, placeLabValue } from './features/lab-report/lab-range.ts';
import { readLabMessage } from './features/lab-report/read-lab-message.ts';
import { planSpeech, stripForSpeech } from './features/read-aloud/speech-text.ts';
import { referenceFromText } from './components/answer/reference-href.ts';
import { remarkCitations } from '../shared/citations/citation-markers.ts';
import { formatBibtex, formatRis } from './lib/reference-export/index.ts';
import { exportFileStem } from './lib/reference-export/export-file-stem.ts';
import { pageRange, splitAuthor } from './lib/reference-export/citation-fields.ts';

/*
 * The browser reads answers, references and lab files from the server and from partner pages: a
 * pathological text must not freeze the page. Each reader must take 100 KB of adversarial text in
 * linear time.
 */
const texts = adversarialTexts();

const reference = (text: string): Reference => ({
  n: 1,
  kind: 'pubmed',
  title: text,
  url: text,
  source: text,
  authors: [text, `${text} AB`],
  pages: text,
});

describe('the client reads adversarial text in linear time', () => {
  it.each([
    ['stripForSpeech', (text: string) => stripForSpeech(text)],
    ['planSpeech', (text: string) => planSpeech(text)],
    ['plainExcerpt', (text: string) => plainExcerpt(text)],
    ['referenceFromText', (text: string) => referenceFromText(text, 0)],
    ['splitAuthor and pageRange', (text: string) => [splitAuthor(text), pageRange(text)]],
    [
      'formatBibtex and formatRis',
      (text: string) => [formatBibtex([reference(text)]), formatRis([reference(text)])],
    ],
    ['exportFileStem', (text: string) => exportFileStem(text)],
    ['readInteractions', (text: string) => readInteractions(text)],
    [
      'flashcardFileName',
      (text: string) =>
        flashcardFileName({
          id: 'set',
          title: text,
          topic: text,
          usmleStep: 'step-1',
          createdAt: '2026-01-01T00:00:00.000Z',
          flashcards: [],
        }),
    ],
    [
      'parseLabRange and placeLabValue',
      (text: string) => [parseLabRange(text), placeLabValue(text, text)],
    ],
    [
      'remarkCitations',
      (text: string) =>
        remarkCitations()({
          type: 'root',
          children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }],
        }),
    ],
    ['readLabMessage', (text: string) => readLabMessage({ fileName: 'lab.txt', fileData: text })],
  ])('%s', { timeout: 60_000 }, (_name, read) => {
    expect(firstSlow(read, texts)).toBeUndefined();
  });
});
