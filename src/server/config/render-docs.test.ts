import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { declaredSettings } from './read-settings.ts';
import { renderEnvExample, withConfigTable } from './render-docs.ts';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const readme = read('../../../README.md');
const envExample = read('../../../.env.example');
const rerun = 'differs from src/server/config/settings.ts: run `npm run config:docs`';

describe('configuration docs', () => {
  it("README.md's configuration table is the one the declaration generates", () => {
    expect(readme, `README.md's configuration table ${rerun}`).toBe(withConfigTable(readme));
  });

  it('.env.example is the one the declaration generates', () => {
    expect(envExample, `.env.example ${rerun}`).toBe(renderEnvExample());
  });

  it('changes nothing when copied to .env unedited', () => {
    const copied = parseEnv(envExample);
    expect(parseConfig(copied)).toEqual(parseConfig({}));
  });

  it('declares each variable once and gives no secret a default', () => {
    const names = declaredSettings.map((entry) => entry.env);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(declaredSettings.filter((entry) => entry.secret && entry.default !== undefined)).toEqual(
      [],
    );
  });
});
