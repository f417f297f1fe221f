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

describe('findSupport reads what shared words hide', () => {
  const trial = prepareSource(
    [
      'RESULTS: Aspirin reduced preterm preeclampsia (1.6% vs 4.3%) but did not reduce term preeclampsia.',
      'Mortality at 90 days was 11.2% and 8.8%, a difference that was not statistically significant.',
      'The risk of fracture was lower among women on a drug holiday.',
      'Exercise may reduce the rate of falls in older adults.',
      'Adults should take no more than 4,000 mg of paracetamol in 24 hours.',
      'The vaccine is given as two doses, 2 to 6 months apart.',
      'The standardised effect was g -0.58 for walking.',
    ].join(' '),
  );
  const verdict = (claim: string, crossLanguage = false) =>
    findSupport(claim, trial, { crossLanguage });

  it('marks a claim the passage negates', () => {
    expect(verdict('Aspirin lowered the rate of term preeclampsia.')).toMatchObject({
      reason: 'contradiction',
    });
    expect(verdict('Aspirin reduced preterm preeclampsia, 1.6% against 4.3%.').supported).toBe(
      true,
    );
  });

  it('marks significance the source denies, in any language', () => {
    expect(
      verdict('Mortality at 90 days was significantly lower, 8.8% against 11.2%.'),
    ).toMatchObject({ reason: 'contradiction' });
    expect(
      verdict(
        'La mortalité à 90 jours était significativement plus faible (8,8 % contre 11,2 %).',
        true,
      ),
    ).toMatchObject({ reason: 'contradiction' });
  });

  it('marks the opposite direction', () => {
    expect(verdict('The risk of fracture was higher among women on a drug holiday.')).toMatchObject(
      {
        reason: 'contradiction',
      },
    );
  });

  it('marks a certain or absolute claim the source only suggests', () => {
    expect(verdict('Exercise prevents falls in older adults.')).toMatchObject({
      reason: 'overreach',
    });
    expect(verdict('Exercise can reduce the rate of falls in older adults.').supported).toBe(true);
    expect(
      verdict('Exercise always reduces the rate of falls, according to the study.'),
    ).toMatchObject({
      reason: 'overreach',
    });
  });

  it('reads thousands, units, rounding and signs', () => {
    expect(verdict('Adults should take no more than 6,000 mg of paracetamol in 24 hours.')).toEqual(
      {
        supported: false,
        reason: 'number',
      },
    );
    expect(verdict('The vaccine is given as two doses, 2 to 6 weeks apart.')).toMatchObject({
      supported: false,
    });
    expect(
      verdict('Mortality at 90 days was about 11% against 8.8%, not statistically significant.')
        .supported,
    ).toBe(true);
    expect(verdict('The standardised effect was g -0.85 for walking.')).toMatchObject({
      supported: false,
    });
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
