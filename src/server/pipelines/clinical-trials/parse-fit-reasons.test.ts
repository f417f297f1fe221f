import { describe, expect, it } from 'vitest';
import { parseFitReasons } from './parse-fit-reasons.ts';

describe('parseFitReasons', () => {
  it('reads a JSON array of reasons', () => {
    expect(parseFitReasons('["Adults 18+", "Melanoma after surgery"]')).toEqual([
      'Adults 18+',
      'Melanoma after surgery',
    ]);
  });

  it('strips a code fence around the reply', () => {
    expect(parseFitReasons('```json\n["Adults 18+"]\n```')).toEqual(['Adults 18+']);
    expect(parseFitReasons('```\n["Adults 18+"]```')).toEqual(['Adults 18+']);
  });

  it('gives an empty list for a reply that is not JSON or not an array', () => {
    expect(parseFitReasons('This trial may fit because you are an adult.')).toEqual([]);
    expect(parseFitReasons('{"reasons": ["Adults"]}')).toEqual([]);
    expect(parseFitReasons('')).toEqual([]);
  });

  it('keeps at most 3 non-empty string reasons', () => {
    expect(parseFitReasons('["a", "", 3, "b", "c", "d"]')).toEqual(['a', 'b', 'c']);
  });
});
