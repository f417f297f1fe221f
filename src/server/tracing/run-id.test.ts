import { describe, expect, it } from 'vitest';
import { newRunId } from './run-id.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRunId', () => {
  it('is a version 7 UUID whose first 48 bits are the start time in milliseconds', () => {
    const at = Date.UTC(2026, 10, 23, 20, 15, 0, 123);
    const id = newRunId(at);
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts by time and never repeats', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => newRunId(1_700_000_000_000 + i));
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
  });
});
