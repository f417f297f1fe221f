import type { z } from 'zod';

/**
 * Local storage that never throws (private modes, quotas, disabled storage) and never trusts
 * what it reads: every value is parsed with its schema.
 */
export function readStored<T>(key: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
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
