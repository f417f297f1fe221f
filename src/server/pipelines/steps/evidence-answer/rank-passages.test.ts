import { describe, expect, it } from 'vitest';
import { findingWeight, isFinding, scorePassages } from './rank-passages.ts';

describe('scorePassages prefers findings', () => {
  it('ranks a results sentence with numbers above an equally relevant background sentence', () => {
    const [background, results] = scorePassages('statins stroke recurrence', [
      {
        text: 'Statins might lower stroke recurrence, but this has rarely been studied in the old.',
        section: '',
        position: 0,
      },
      {
        text: 'Statins lowered stroke recurrence from 14% to 8% (p < 0.001) in the old patients.',
        section: '',
        position: 1,
      },
    ]);
    expect(results).toBeGreaterThan(background ?? 0);
  });

  it('ranks a conclusion-labelled sentence above the same words under BACKGROUND', () => {
    const text = 'Statins reduce stroke recurrence in older adults after a first stroke.';
    const [background, conclusion] = scorePassages('statins stroke recurrence', [
      { text, section: 'BACKGROUND', position: 0 },
      { text, section: 'CONCLUSIONS', position: 1 },
    ]);
    expect(conclusion).toBeGreaterThan(background ?? 0);
  });

  it('reads findings from the words of unlabelled text, and aims as no finding', () => {
    expect(isFinding({ section: '', text: 'Mortality fell by 12% (95% CI 8 to 16).' })).toBe(true);
    expect(isFinding({ section: 'METHODS', text: 'Mortality fell by 12%.' })).toBe(false);
    expect(
      findingWeight('We aimed to examine whether statins lower stroke recurrence in adults.'),
    ).toBeLessThan(1);
  });
});
