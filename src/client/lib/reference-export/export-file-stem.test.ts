import { describe, expect, it } from 'vitest';
import { exportFileStem } from './export-file-stem.ts';

describe('exportFileStem', () => {
  it('makes a short ASCII stem from the question', () => {
    expect(exportFileStem('What are the symptoms of Type 2 diabetes?')).toBe(
      'what-are-the-symptoms-of-type-2-diabetes',
    );
    expect(exportFileStem('Ménière’s disease')).toBe('meniere-s-disease');
    expect(exportFileStem('a'.repeat(100))).toHaveLength(48);
  });

  it('falls back to a fixed name when the question has no Latin letters', () => {
    expect(exportFileStem('ما هي أعراض السكري؟')).toBe('nova-health');
    expect(exportFileStem('糖尿病の症状')).toBe('nova-health');
  });
});
