import { describe, expect, it } from 'vitest';
import { chunkForSpeech, planSpeech, stripForSpeech } from './speech-text.ts';

describe('stripForSpeech', () => {
  it('drops citations, markdown and markup but keeps the words', () => {
    const text = stripForSpeech(
      '## What it is\n\n**Type 2 diabetes** is common [1]. See [MedlinePlus](https://x.test) [2, 3].\n\n- Thirst\n- *Fatigue* <br> [4-5]',
    );
    expect(text).toBe('What it is. Type 2 diabetes is common. See MedlinePlus. Thirst Fatigue');
    expect(text).not.toMatch(/\[|\]|\*|#|https/);
  });

  it('reads tables as their cells', () => {
    expect(stripForSpeech('| Test | Value |\n| --- | --- |\n| HbA1c | 7% |')).toBe(
      'Test Value HbA1c 7%',
    );
  });
});

describe('chunkForSpeech', () => {
  it('keeps every chunk within 500 characters and cuts at sentence ends', () => {
    const sentence = 'This sentence is exactly about sixty characters long, roughly. ';
    const chunks = chunkForSpeech(sentence.repeat(30));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(500);
      expect(chunk.endsWith('.')).toBe(true);
    }
    expect(chunks.join(' ')).toBe(sentence.repeat(30).trim());
  });

  it.each([
    ['Chinese', '糖尿病是一种慢性病。', '。'],
    ['Japanese', '糖尿病は慢性の病気です！', '！'],
    ['Hindi', 'मधुमेह एक पुरानी बीमारी है।', '।'],
    ['Urdu', 'ذیابیطس ایک دائمی بیماری ہے۔', '۔'],
    ['Arabic', 'هل السكري مرض مزمن؟', '؟'],
  ])('cuts %s text at its own sentence marks', (_name, sentence, mark) => {
    const chunks = chunkForSpeech(sentence.repeat(60));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(500);
      expect(chunk.endsWith(mark)).toBe(true);
    }
  });

  it('cuts a sentence longer than a chunk between words', () => {
    const chunks = chunkForSpeech('word '.repeat(300));
    expect(chunks.every((chunk) => chunk.length <= 500 && !chunk.includes('wor d'))).toBe(true);
    expect(chunks.join(' ').split(' ')).toHaveLength(300);
  });
});

describe('planSpeech', () => {
  it('does nothing for blank text', () => {
    expect(planSpeech('  \n ')).toEqual({ kind: 'nothing' });
  });

  it('says when nothing speakable is left', () => {
    expect(planSpeech('[1] [2] **  **')).toEqual({ kind: 'no-content' });
  });

  it('plans chunks otherwise', () => {
    expect(planSpeech('Hello [1].')).toEqual({ kind: 'chunks', chunks: ['Hello.'] });
  });
});
