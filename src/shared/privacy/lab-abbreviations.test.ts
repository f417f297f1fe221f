import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * A given name that is also an everyday word ('Último', 'Ultimo' and 'Neto' are given names) set
 * before a laboratory abbreviation in capitals read as a name and surname, and the sweep then took
 * the abbreviation everywhere in the text: 'INR alvo 2,0-3,0' became '[NAME] alvo 2,0-3,0'.
 */
describe('laboratory abbreviations in capitals are never names', () => {
  it.each([
    ['Último INR deu 4,7. O INR alvo é 2,0-3,0.', ['INR deu 4,7', 'INR alvo']],
    ['Último PSA foi 6,1 ng/mL.', ['PSA foi 6,1']],
    ['Ultimo TSH 5,8, il TSH precedente era 3,1.', ['TSH 5,8', 'TSH precedente']],
    ['Neto HDL 38 mg/dL y LDL 160 mg/dL.', ['HDL 38', 'LDL 160']],
    ['Dernier CRP à 45 mg/L, la CRP baisse.', ['CRP à 45']],
  ])('%s', (text, kept) => {
    const redacted = redactForUpstream(text);
    for (const term of kept) expect(redacted).toContain(term);
  });

  it('still takes a name whose given name is a listed one in capitals', () => {
    expect(redactForUpstream('MI HIJA ANA GARCÍA TIENE FIEBRE')).toBe(
      'MI HIJA [NAME] TIENE FIEBRE',
    );
    expect(redactForUpstream('my husband Kevin Moreau has a fever')).toBe(
      'my husband [NAME] has a fever',
    );
  });
});
