/**
 * The detector on the blind sets (evals/safety/emergency/blind-*.jsonl, written by helper sessions
 * that had seen neither rules nor code, and never trained on): a regression guard at the issue's
 * targets for recall and per-language recall, and at today's level for false alarms, which is
 * above the 5% (blind-4: 22 of 170 look-alikes; decision 017).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectEmergency } from './detect-emergency.ts';

interface Item {
  lang: string;
  text: string;
  emergency: boolean;
}

const folder = fileURLToPath(new URL('../../../evals/safety/emergency/', import.meta.url));
const blindFiles = existsSync(folder)
  ? readdirSync(folder).filter((name) => /^blind-.*\.jsonl$/.test(name))
  : [];
const items: Item[] = blindFiles.flatMap((name) =>
  readFileSync(`${folder}${name}`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Item),
);

describe.skipIf(items.length === 0)('emergency detection on the current blind set', () => {
  const flagged = new Map(items.map((item) => [item, detectEmergency(item.text).isEmergency]));
  const emergencies = items.filter((item) => item.emergency);
  const lookAlikes = items.filter((item) => !item.emergency);

  it('catches at least 95% of emergencies, and at least 7 of 8 in every language', () => {
    expect(emergencies.filter((item) => flagged.get(item)).length).toBeGreaterThanOrEqual(
      0.95 * emergencies.length,
    );
    for (const lang of new Set(emergencies.map((item) => item.lang))) {
      const own = emergencies.filter((item) => item.lang === lang);
      const caught = own.filter((item) => flagged.get(item)).length;
      expect({ lang, share: caught / own.length >= 7 / 8 }).toEqual({ lang, share: true });
    }
  });

  it('raises the warning on at most 15% of look-alikes', () => {
    expect(lookAlikes.filter((item) => flagged.get(item)).length).toBeLessThanOrEqual(
      0.15 * lookAlikes.length,
    );
  });
});
