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

const envAt = new Map(declaredSettings.map((entry) => [entry.path.join('.'), entry.env]));

/** Names a problem by its environment variable, and the item inside it if any (STUN_URLS.0). */
function issuePath(path: readonly PropertyKey[]): string {
  const keys = path.map(String);
  for (let length = keys.length; length > 0; length--) {
    const env = envAt.get(keys.slice(0, length).join('.'));
    if (env) return [env, ...keys.slice(length)].join('.');
  }
  return keys.join('.');
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
    problems: parsed.error.issues.map((issue) => `${issuePath(issue.path)}: ${issue.message}`),
  };
}
