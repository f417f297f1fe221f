import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../contract/vocabulary-values.ts';
import { LlmError } from '../../../llm/index.ts';
import { buildLabelExcerptsAnswer } from '../../drug-interactions/label-excerpts-answer.ts';
import { buildEvidenceAnswer } from '../evidence-answer/build-evidence-answer.ts';
import { modelFallbackNotice } from '../model-failure-cause.ts';
import { nothingReachedAnswer, unreachableNotice } from '../unreachable-sources.ts';
import { ANSWER_NOTES, answerNotesFor, fillNote, type AnswerNotes } from './answer-notes.ts';

/** Every text of a language's notes, flattened, with where it sits. */
function texts(notes: AnswerNotes): [string, string][] {
  const { groupHeadings, sourceNames, modelCauses, trialFacts, ...flat } = notes;
  const nested = { groupHeadings, sourceNames, modelCauses, trialFacts };
  return [
    ...Object.entries(flat),
    ...Object.entries(nested).flatMap(([key, group]) =>
      Object.entries(group).map(([inner, text]): [string, string] => [`${key}.${inner}`, text]),
    ),
  ];
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([found]) => found);
const boldCount = (text: string) => text.split('**').length - 1;

describe('the answer notes', () => {
  it('exist for every answer language and fall back to English for an unknown one', () => {
    expect(Object.keys(ANSWER_NOTES).sort()).toEqual([...LANGUAGES].sort());
    expect(answerNotesFor('xx')).toBe(ANSWER_NOTES.en);
    expect(answerNotesFor(undefined)).toBe(ANSWER_NOTES.en);
  });

  it('keep the English placeholders, bold, italics and product names in every language', () => {
    const english = new Map(texts(ANSWER_NOTES.en));
    for (const language of LANGUAGES) {
      for (const [key, text] of texts(ANSWER_NOTES[language])) {
        const source = english.get(key) ?? '';
        const where = `${language} ${key}`;
        expect(placeholders(text).sort(), where).toEqual(placeholders(source).sort());
        expect(boldCount(text), where).toBe(boldCount(source));
        expect(text.startsWith('_'), where).toBe(source.startsWith('_'));
        expect(text.startsWith('> '), where).toBe(source.startsWith('> '));
        expect(text.startsWith('### '), where).toBe(source.startsWith('### '));
        for (const name of ['PubMed', 'MedlinePlus', 'FDA', 'DNS'])
          if (source.includes(name)) expect(text, where).toContain(name);
        // A translation left in English is the bug this file exists for.
        if (language !== 'en' && source.length > 20) expect(text, where).not.toBe(source);
      }
    }
  });

  it('fills placeholders with the value as written, never as a pattern', () => {
    expect(fillNote('built without {sources}.', { sources: '$& and $1' })).toBe(
      'built without $& and $1.',
    );
    expect(fillNote('{missing} stays', {})).toBe('{missing} stays');
  });
});

describe('an answer with nothing to quote, in the reader language', () => {
  it('says no sources were found in Spanish and in Hindi', () => {
    const es = buildEvidenceAnswer({
      query: 'x',
      evidence: [],
      level: 'medical-expert',
      language: 'es',
    });
    expect(es).toMatch(/^\*\*No se encontraron fuentes para esta pregunta\.\*\*/);
    expect(es).toContain('PubMed');
    const hi = buildEvidenceAnswer({
      query: 'x',
      evidence: [],
      level: 'medical-expert',
      language: 'hi',
    });
    expect(hi).toMatch(/^\*\*इस प्रश्न के लिए कोई स्रोत नहीं मिला।\*\*/);
    expect(hi).toContain('PubMed');
  });

  it('names the sources that were down in the reader language', () => {
    const names = ['PubMed', 'the trusted health sites'];
    expect(unreachableNotice(names, 'online', 'es')).toBe(
      '_No se pudo acceder a PubMed y los sitios de salud de confianza en este momento, así que esta respuesta se ha elaborado sin esas fuentes. Su pregunta está bien: vuelva a intentarlo en unos minutos para tener todas las fuentes._\n\n',
    );
    expect(nothingReachedAnswer(['MedlinePlus'], 'online', 'hi')).toMatch(
      /^\*\*अभी MedlinePlus तक पहुँचा नहीं जा सका\*\*/,
    );
    expect(nothingReachedAnswer(names, 'offline', 'ar')).toBe(
      ANSWER_NOTES.ar.nothingReachedOffline,
    );
  });

  it('says no FDA label was found in the reader language', () => {
    expect(buildLabelExcerptsAnswer([], 'es')).toMatch(
      /^_No se encontró ningún prospecto de la FDA/,
    );
    expect(buildLabelExcerptsAnswer([], 'hi')).toBe(ANSWER_NOTES.hi.noLabel);
  });

  it('explains a failed model in the reader language above the excerpts', () => {
    const notice = modelFallbackNotice(new LlmError('timeout', 'slow'), { language: 'ja' });
    expect(notice).toBe(
      `_${ANSWER_NOTES.ja.modelCauses.timeout}${ANSWER_NOTES.ja.shownInstead}_\n\n`,
    );
    const status = modelFallbackNotice(new LlmError('http', 'x', { status: 429 }), {
      language: 'de',
    });
    expect(status).toContain('Anfragelimit');
    expect(status).toContain('(HTTP 429)');
  });
});
