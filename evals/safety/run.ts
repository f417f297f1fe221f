/**
 * `npm run eval:safety`: how the safety and privacy detectors do on text written by others.
 * Every set lives beside this file; `blind-*` files were written by someone who had not seen the
 * rules or the code, the rest is development material the detectors may be tuned on. Prints one
 * table per detector and, with `--json FILE`, writes the figures for the README and CI.
 */
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { emergencyFigures } from './emergency-figures.ts';
import { identifierFigures } from './identifier-figures.ts';
import { labFigures } from './lab-figures.ts';
import { endOcrEngines, labOcrFigures } from './lab-ocr-figures.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

const readJsonl = <T>(path: string): T[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);

/** Files of one detector's folder, grouped into the sets their names say. */
function setsOf(folder: string): Map<string, string[]> {
  const sets = new Map<string, string[]>();
  const walk = (dir: string, prefix: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`, `${prefix}${entry.name}/`);
      else if (entry.name.endsWith('.jsonl')) {
        const blind = /^blind-\d+/.exec(`${prefix}${entry.name}`)?.[0];
        const set = blind ?? 'development';
        sets.set(set, [...(sets.get(set) ?? []), `${dir}/${entry.name}`]);
      }
    }
  };
  walk(folder, '');
  return sets;
}

const args = process.argv.slice(2);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const only = args.find((arg) => ['emergency', 'identifiers', 'lab'].includes(arg));

const report: Record<string, unknown> = {};

if (!only || only === 'emergency') {
  for (const [set, files] of setsOf(`${here}emergency`)) {
    const items = files.flatMap((file) =>
      readJsonl<Parameters<typeof emergencyFigures>[0][number]>(file),
    );
    report[`emergency/${set}`] = emergencyFigures(
      items,
      `Emergencies, ${set} (${items.length} texts)`,
    );
  }
}
if (!only || only === 'identifiers') {
  for (const [set, files] of setsOf(`${here}identifiers`)) {
    const items = files.flatMap((file) =>
      readJsonl<Parameters<typeof identifierFigures>[0][number]>(file),
    );
    report[`identifiers/${set}`] = await identifierFigures(
      items,
      `Identifiers, ${set} (${items.length} texts)`,
    );
  }
}
/**
 * OCR is slow, so it runs only when asked: `--ocr` for the blind sets, `--ocr-all` for every
 * folder, `--ocr=NAME` for one; `--photo` reads phone photos of the printouts instead of scans.
 */
const ocrArg = args.find(
  (arg) => arg === '--ocr' || arg === '--ocr-all' || arg.startsWith('--ocr='),
);
const ocrFolders: ((name: string) => boolean) | undefined =
  ocrArg === '--ocr'
    ? (name) => name.startsWith('blind-')
    : ocrArg === '--ocr-all'
      ? () => true
      : ocrArg
        ? (name) => name === ocrArg.slice('--ocr='.length)
        : undefined;
const ocrVariant = args.includes('--photo') ? 'photo' : 'scan';

if (!only || only === 'lab') {
  const labRoot = `${here}lab`;
  if (existsSync(labRoot)) {
    for (const entry of readdirSync(labRoot, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (ocrFolders && !ocrFolders(entry.name)) continue;
      if (ocrFolders) {
        report[`lab-ocr/${entry.name}`] = await labOcrFigures(
          `${labRoot}/${entry.name}`,
          `Lab values read by OCR from ${ocrVariant === 'photo' ? 'photos' : 'scans'}, ${entry.name}`,
          ocrVariant,
        );
      }
      report[`lab/${entry.name}`] = await labFigures(
        `${labRoot}/${entry.name}`,
        `Lab values, ${entry.name}`,
      );
    }
  }
}

if (ocrFolders) await endOcrEngines();
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
