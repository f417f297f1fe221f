import { describe, expect, it } from 'vitest';
import { readInteractions } from './read-interactions.ts';

describe('readInteractions', () => {
  it('reads each listed pair with its severity, most severe first, once each', () => {
    const text = [
      '## Overview',
      '- **Ibuprofen + Lisinopril** — severity: moderate — NSAIDs blunt ACE inhibitors [1].',
      '* **Ibuprofen + Warfarin** - Severity: SEVERE - bleeding [2].',
      '- **Ibuprofen + Lisinopril** — severity: mild — repeated.',
      '- **Not an interaction** — something else.',
    ].join('\n');
    expect(readInteractions(text)).toEqual([
      { pair: 'Ibuprofen + Warfarin', severity: 'severe' },
      { pair: 'Ibuprofen + Lisinopril', severity: 'moderate' },
    ]);
  });

  it('finds nothing in text without the form', () => {
    expect(readInteractions('No interactions are documented [1].')).toEqual([]);
  });
});
