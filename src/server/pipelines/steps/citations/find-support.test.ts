import { describe, expect, it } from 'vitest';
import { termsOf } from './claim-terms.ts';
import { clipQuote, findSupport, isVerbatim, prepareSource } from './find-support.ts';

const ABSTRACT = [
  'BACKGROUND: Metformin is the usual first medicine for type 2 diabetes.',
  'METHODS: We randomised 412 adults with type 2 diabetes to metformin or placebo for 24 weeks.',
  'RESULTS: Metformin reduced HbA1c by 1.1% and fasting plasma glucose by 2.0 mmol/L compared with placebo.',
  'Gastrointestinal side effects occurred in 18% of participants taking metformin.',
  'CONCLUSIONS: Metformin lowers blood glucose with mostly mild adverse effects.',
].join(' ');

const source = prepareSource(ABSTRACT);
const english = { crossLanguage: false };

describe('findSupport', () => {
  it('finds the sentence a claim restates word for word', () => {
    const verdict = findSupport(
      'Gastrointestinal side effects occurred in 18% of participants taking metformin.',
      source,
      english,
    );
    expect(verdict).toEqual({
      supported: true,
      quote: 'Gastrointestinal side effects occurred in 18% of participants taking metformin.',
      score: expect.any(Number),
    });
  });

  it('finds the sentence a paraphrase restates in everyday words', () => {
    const verdict = findSupport(
      'In people with type 2 diabetes, metformin lowered blood sugar by about 1.1% on the HbA1c test.',
      source,
      english,
    );
    expect(verdict.supported && verdict.quote).toBe(
      'Metformin reduced HbA1c by 1.1% and fasting plasma glucose by 2.0 mmol/L compared with placebo.',
    );
  });

  it('finds nothing for a claim the source does not make', () => {
    expect(findSupport('Metformin causes hair loss in older women.', source, english)).toEqual({
      supported: false,
      reason: 'no-passage',
    });
  });

  it('finds nothing when a measured number is not the source’s', () => {
    expect(
      findSupport('Metformin reduced HbA1c by 2.5% compared with placebo.', source, english),
    ).toEqual({ supported: false, reason: 'number' });
    expect(
      findSupport(
        'Side effects occurred in 40% of participants taking metformin.',
        source,
        english,
      ),
    ).toEqual({ supported: false, reason: 'number' });
  });

  it('does not take a naming number for a measurement', () => {
    const verdict = findSupport(
      'Metformin is the first medicine for stage 3 diabetes.',
      source,
      english,
    );
    expect(verdict.supported).toBe(true);
  });

  it('reads "2,0" and "2.0" as the same number', () => {
    const verdict = findSupport(
      'Metformin reduced fasting plasma glucose by 2,0 mmol/L.',
      source,
      english,
    );
    expect(verdict.supported).toBe(true);
  });

  it('matches an answer in another language through drug names, numbers and the English query', () => {
    const options = {
      crossLanguage: true,
      queryTerms: termsOf('metformin side effects type 2 diabetes'),
    };
    const verdict = findSupport(
      'Los efectos gastrointestinales aparecieron en el 18 % de los participantes que tomaban metformina.',
      source,
      options,
    );
    expect(verdict.supported && verdict.quote).toBe(
      'Gastrointestinal side effects occurred in 18% of participants taking metformin.',
    );
    expect(
      findSupport(
        'La metformina provoca caída del cabello en el 60 % de las mujeres.',
        source,
        options,
      ),
    ).toEqual({ supported: false, reason: 'number' });
  });

  it('has nothing to check in a sentence without words', () => {
    expect(findSupport('—', source, english)).toEqual({ supported: false, reason: 'no-terms' });
  });

  it('stays fast on a very long source', () => {
    const long = prepareSource(`${ABSTRACT} `.repeat(400));
    const started = performance.now();
    findSupport('Metformin causes hair loss in older women.', long, english);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('isVerbatim', () => {
  it('accepts words of the source, whatever their quote marks, case or spacing', () => {
    expect(isVerbatim('“metformin  reduced HbA1c by 1.1%”', source)).toBe(true);
  });

  it('refuses a quote the source does not contain, or too short to mean anything', () => {
    expect(isVerbatim('Metformin reduced HbA1c by 2.5%', source)).toBe(false);
    expect(isVerbatim('Metformin', source)).toBe(false);
  });
});

describe('clipQuote', () => {
  it('cuts a long quote at a word boundary and says it goes on', () => {
    const quote = clipQuote(`${'word '.repeat(200)}end`);
    expect(quote.length).toBeLessThanOrEqual(400);
    expect(quote).toMatch(/word…$/);
  });
});
