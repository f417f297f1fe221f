import { detectEmergency } from '../../src/shared/emergency/detect-emergency.ts';
import { percent, printTable } from './table.ts';

export interface EmergencyItem {
  lang: string;
  text: string;
  emergency: boolean;
  category?: string | null;
}

interface Tally {
  emergencies: number;
  caught: number;
  lookAlikes: number;
  falseAlarms: number;
}

const empty = (): Tally => ({ emergencies: 0, caught: 0, lookAlikes: 0, falseAlarms: 0 });

/** Recall on emergencies and false alarms on look-alikes, per language and over all of them. */
export function emergencyFigures(items: EmergencyItem[], title: string) {
  const byLanguage = new Map<string, Tally>();
  const all = empty();
  const missed: string[] = [];
  const wrong: string[] = [];
  for (const item of items) {
    const tally = byLanguage.get(item.lang) ?? empty();
    byLanguage.set(item.lang, tally);
    const flagged = detectEmergency(item.text).isEmergency;
    for (const target of [tally, all]) {
      if (item.emergency) {
        target.emergencies++;
        if (flagged) target.caught++;
      } else {
        target.lookAlikes++;
        if (flagged) target.falseAlarms++;
      }
    }
    if (item.emergency && !flagged) missed.push(`${item.lang}: ${item.text}`);
    if (!item.emergency && flagged) wrong.push(`${item.lang}: ${item.text}`);
  }
  const row = (name: string, t: Tally) => [
    name,
    `${t.caught}/${t.emergencies}`,
    percent(t.caught, t.emergencies),
    `${t.falseAlarms}/${t.lookAlikes}`,
    percent(t.falseAlarms, t.lookAlikes),
  ];
  printTable(
    title,
    ['language', 'caught', 'recall', 'false alarms', 'false-alarm rate'],
    [
      ...[...byLanguage].sort(([a], [b]) => a.localeCompare(b)).map(([lang, t]) => row(lang, t)),
      row('all', all),
    ],
  );
  if (process.env.SHOW_ERRORS) {
    console.log('\nmissed:\n' + missed.join('\n') + '\n\nfalse alarms:\n' + wrong.join('\n'));
  }
  return {
    recall: all.caught / Math.max(1, all.emergencies),
    falseAlarmRate: all.falseAlarms / Math.max(1, all.lookAlikes),
    languages: Object.fromEntries(byLanguage),
  };
}
