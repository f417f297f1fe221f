import { describe, expect, it } from 'vitest';
import { clampLimit, clampQuery } from './clamp-search-input.ts';

describe('clampQuery', () => {
  it('collapses whitespace', () => {
    expect(clampQuery('  type 2\n\tdiabetes  ', 100)).toBe('type 2 diabetes');
  });

  it('cuts a long query at a word boundary', () => {
    expect(clampQuery('symptoms of type 2 diabetes in adults', 20)).toBe('symptoms of type 2');
  });

  it('gives an empty string for a blank query', () => {
    expect(clampQuery(' \n ', 100)).toBe('');
  });
});

describe('clampLimit', () => {
  it('uses the fallback when no usable limit is given', () => {
    expect(clampLimit(undefined, 8, 100)).toBe(8);
    expect(clampLimit(Number.NaN, 8, 100)).toBe(8);
  });

  it('keeps the limit between 1 and the maximum, as a whole number', () => {
    expect(clampLimit(0, 8, 100)).toBe(1);
    expect(clampLimit(-3, 8, 100)).toBe(1);
    expect(clampLimit(1000, 8, 100)).toBe(100);
    expect(clampLimit(4.7, 8, 100)).toBe(4);
  });
});
