import type { z } from 'zod';

/**
 * Local storage that never throws (private modes, quotas, disabled storage) and never trusts
 * what it reads: every value is parsed with its schema, or checked with a type guard where the
 * code must not load a schema library (the first screen).
 */
export function readStored<T>(
  key: string,
  schema: z.ZodType<T> | ((value: unknown) => value is T),
): T | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return undefined;
    const value: unknown = JSON.parse(raw);
    if (typeof schema === 'function') return schema(value) ? value : undefined;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether anything is stored under the key (without reading or trusting it). */
export function hasStored(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key) != null;
  } catch {
    return false;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Preferences are a convenience; losing them is acceptable.
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // See writeStored.
  }
}
