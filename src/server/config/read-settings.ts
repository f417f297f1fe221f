import { z } from 'zod';
import { settingMeta, type SettingMeta } from './setting.ts';
import { settings, type DeclaredConfig } from './settings.ts';

export interface DeclaredSetting extends SettingMeta {
  /** Where its value goes in the nested config. */
  path: readonly string[];
}

function collect(group: z.ZodObject, prefix: readonly string[]): DeclaredSetting[] {
  return Object.entries(group.shape).flatMap(([key, schema]) => {
    const path = [...prefix, key];
    const meta = settingMeta.get(schema);
    if (meta) return [{ ...meta, path }];
    if (schema instanceof z.ZodObject) return collect(schema, path);
    throw new Error(`config ${path.join('.')} is neither a setting() nor a group of them`);
  });
}

/** Every setting in declaration order. */
export const declaredSettings: readonly DeclaredSetting[] = collect(settings, []);

const settingAt = new Map(declaredSettings.map((entry) => [entry.path.join('.'), entry]));

/** Names a problem by its environment variable, and the item inside it if any (STUN_URLS.0). */
function issueSetting(path: readonly PropertyKey[]): { name: string; meta?: DeclaredSetting } {
  const keys = path.map(String);
  for (let length = keys.length; length > 0; length--) {
    const meta = settingAt.get(keys.slice(0, length).join('.'));
    if (meta) return { name: [meta.env, ...keys.slice(length)].join('.'), meta };
  }
  return { name: keys.join('.') };
}

/** Markdown code marks dropped: the line is read in a terminal. */
const plain = (text: string): string => text.replaceAll('`', '');

/**
 * One line per bad setting: its name, what is wrong, the value given (never a secret's) and what
 * the setting expects, so the fix can be made without opening the README.
 */
function problemLine(
  issue: { path: PropertyKey[]; message: string },
  env: Record<string, string | undefined>,
): string {
  const { name, meta } = issueSetting(issue.path);
  const message = issue.message.replace(/^Invalid input: /, '');
  if (!meta) return `${name}: ${message}`;
  const given = env[meta.env];
  const value = given === undefined ? '' : meta.secret ? ' (value hidden)' : ` (got "${given}")`;
  const fallback = meta.default === undefined ? '' : `; default: ${meta.default || '(empty)'}`;
  return `${name}: ${message}${value}. About ${meta.env}: ${plain(meta.doc)}${fallback}`;
}

/** The nested input: each variable's text, or its default when unset, at the setting's place. */
function inputFor(group: z.ZodObject, env: Record<string, string | undefined>) {
  const input: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(group.shape)) {
    const meta = settingMeta.get(schema);
    if (meta) input[key] = env[meta.env] ?? meta.default;
    else if (schema instanceof z.ZodObject) input[key] = inputFor(schema, env);
  }
  return input;
}

export type ReadResult = { ok: true; config: DeclaredConfig } | { ok: false; problems: string[] };

/** Validates the environment against the declaration; problems are named by variable. */
export function readSettings(env: Record<string, string | undefined>): ReadResult {
  const parsed = settings.safeParse(inputFor(settings, env));
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => problemLine(issue, env)),
  };
}
