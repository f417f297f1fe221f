import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * An 'Address:' label in a letter written on one line: the value ends at a full stop after a
 * postcode, a number or a whole word, so the diagnosis and the medicines after it stay.
 */
describe('an address label in prose', () => {
  it.each([
    [
      'DISCHARGE SUMMARY. Address: Flat 2, 19A Hartley Road, Leicester LE3 9PQ. Dx: community-acquired pneumonia, CURB-65 score 2. Co-amoxiclav 625 mg TDS.',
      ['community-acquired pneumonia', 'CURB-65 score 2', 'Co-amoxiclav 625 mg TDS'],
      ['Hartley', 'Leicester', '9PQ'],
    ],
    [
      'Address: 4 Elm St. Springfield IL 62704. He has gout and takes allopurinol 300 mg.',
      ['gout', 'allopurinol 300 mg'],
      ['Elm', 'Springfield', '62704'],
    ],
    [
      'Home address: 7 Cedar Avenue, Bristol. Diagnosis: type 2 diabetes, HbA1c 7.2%.',
      ['type 2 diabetes', 'HbA1c 7.2%'],
      ['Cedar', 'Bristol'],
    ],
  ])('%s', (text, kept, gone) => {
    const out = redactForUpstream(text);
    for (const term of kept) expect(out).toContain(term);
    for (const word of gone) expect(out).not.toContain(word);
  });

  it('keeps an abbreviation inside the address with the address', () => {
    const out = redactForUpstream('Address: 12 St. Mary Street, Leeds. Dx: asthma');
    expect(out).not.toContain('Mary');
    expect(out).toContain('Dx: asthma');
  });
});
