import { randomUUID } from 'node:crypto';

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. LangSmith orders
 * runs by id and time, and prefers version 7 ids; the memory store uses the same ids.
 * Built on a version 4 UUID, whose randomness Node draws from a pooled buffer: a fresh
 * `randomBytes` call per run was a visible cost when hundreds of searches start at once.
 */
export function newRunId(timeMs = Date.now()): string {
  const random = randomUUID(); // xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx, y already the RFC variant
  const time = Math.min(Math.max(0, Math.floor(timeMs)), 2 ** 48 - 1)
    .toString(16)
    .padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(15)}`;
}
