/**
 * `node evals/grounding/run.ts [file.jsonl ...]`: how well the word matching behind the citation
 * quotes (src/server/pipelines/steps/citations/find-support.ts) tells a claim its source supports
 * from one it does not, on claims written by people who never saw the matcher. Each line:
 * {"id", "language", "claim", "source", "supported", "kind"}. No model is asked: this measures what
 * every answer gets, with or without one. A model, when configured, only reviews the claims the
 * matching could not stand behind, so its errors here are "not found" marks, not false quotes.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  findSupport,
  prepareSource,
} from '../../src/server/pipelines/steps/citations/find-support.ts';

const Line = z.object({
  id: z.string(),
  language: z.string(),
  claim: z.string(),
  source: z.string(),
  supported: z.boolean(),
  kind: z.string(),
});
type Line = z.infer<typeof Line>;

export interface Figures {
  file: string;
  claims: number;
  /** Of the claims the matcher quoted a passage for, the share the source really supports. */
  precision: number;
  /** Of the supported claims, the share it quoted a passage for. */
  recall: number;
  /** Of the unsupported claims, the share marked "not found". */
  flagged: number;
  byKind: Map<string, { claims: number; quoted: number }>;
}

export function score(file: string, lines: readonly Line[]): Figures {
  let quotedRight = 0;
  let quotedWrong = 0;
  let supported = 0;
  let unsupported = 0;
  let flagged = 0;
  const byKind = new Map<string, { claims: number; quoted: number }>();
  for (const line of lines) {
    const verdict = findSupport(line.claim, prepareSource(line.source), {
      crossLanguage: line.language !== 'en',
    });
    const kind = byKind.get(line.kind) ?? { claims: 0, quoted: 0 };
    kind.claims += 1;
    if (verdict.supported) kind.quoted += 1;
    byKind.set(line.kind, kind);
    if (line.supported) {
      supported += 1;
      if (verdict.supported) quotedRight += 1;
    } else {
      unsupported += 1;
      if (verdict.supported) quotedWrong += 1;
      else flagged += 1;
    }
  }
  return {
    file,
    claims: lines.length,
    precision: quotedRight / Math.max(1, quotedRight + quotedWrong),
    recall: quotedRight / Math.max(1, supported),
    flagged: flagged / Math.max(1, unsupported),
    byKind,
  };
}

const percent = (value: number): string => `${(100 * value).toFixed(1)}%`;

export function table(all: readonly Figures[]): string {
  const kinds = [...new Set(all.flatMap((figures) => [...figures.byKind.keys()]))].sort();
  const head = [
    '| set | claims | quoted and supported (precision) | supported claims quoted (recall) | unsupported claims marked |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...all.map(
      (f) =>
        `| ${f.file} | ${f.claims} | ${percent(f.precision)} | ${percent(f.recall)} | ${percent(f.flagged)} |`,
    ),
    '',
    `| set | ${kinds.map((kind) => `${kind}: quoted`).join(' | ')} |`,
    `| --- | ${kinds.map(() => '---:').join(' | ')} |`,
    ...all.map(
      (f) =>
        `| ${f.file} | ${kinds
          .map((kind) => {
            const k = f.byKind.get(kind);
            return k ? `${k.quoted}/${k.claims}` : '-';
          })
          .join(' | ')} |`,
    ),
  ];
  return head.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const files = process.argv.slice(2);
  const chosen = files.length > 0 ? files : [`${here}development.jsonl`];
  const figures = chosen.map((file) =>
    score(
      basename(file),
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((text) => text.trim() !== '')
        .map((text) => Line.parse(JSON.parse(text))),
    ),
  );
  console.log(table(figures));
}
