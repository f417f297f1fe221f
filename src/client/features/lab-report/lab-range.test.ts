import { describe, expect, it } from 'vitest';
import { parseLabRange, parseLabValue, placeLabValue } from './lab-range.ts';

describe('parseLabRange', () => {
  it('reads two-sided ranges with any dash and spacing', () => {
    for (const text of [
      '0.59-1.04',
      '0.59 - 1.04',
      '0.59–1.04',
      '0.59 to 1.04',
      '0.59-1.04 mg/dL',
    ]) {
      expect(parseLabRange(text)).toMatchObject({ kind: 'between', low: 0.59, high: 1.04 });
    }
    expect(parseLabRange('150,000-450,000')).toMatchObject({ low: 150000, high: 450000 });
  });

  it('reads one-sided limits', () => {
    expect(parseLabRange('<200')).toMatchObject({ kind: 'upper', limit: 200, inclusive: false });
    expect(parseLabRange('≤ 5.6')).toMatchObject({ kind: 'upper', limit: 5.6, inclusive: true });
    expect(parseLabRange('Up to 40')).toMatchObject({ kind: 'upper', limit: 40 });
    expect(parseLabRange('>40')).toMatchObject({ kind: 'lower', limit: 40, inclusive: false });
    expect(parseLabRange('>= 60')).toMatchObject({ kind: 'lower', limit: 60, inclusive: true });
    expect(parseLabRange('60 or more')).toMatchObject({ kind: 'lower', limit: 60 });
  });

  it('reads ranges printed with decimal commas, brackets and words, keeping their spelling', () => {
    expect(parseLabRange('4,00 - 10,00')).toMatchObject({
      kind: 'between',
      low: 4,
      high: 10,
      lowText: '4,00',
      highText: '10,00',
    });
    expect(parseLabRange('3,5 à 5,1')).toMatchObject({ kind: 'between', low: 3.5, high: 5.1 });
    expect(parseLabRange('(4.0-10.0)')).toMatchObject({ kind: 'between', low: 4, high: 10 });
    expect(parseLabRange('bis 5,0')).toMatchObject({ kind: 'upper', limit: 5, limitText: '5,0' });
  });

  it('gives no range for words or reversed bounds', () => {
    for (const text of ['', 'Negative', 'See note', '20-7']) {
      expect(parseLabRange(text)).toBeUndefined();
    }
  });
});

describe('parseLabValue', () => {
  it('reads printed numbers and ignores words', () => {
    expect(parseLabValue('5.5')).toBe(5.5);
    expect(parseLabValue('<0.5')).toBe(0.5);
    expect(parseLabValue('1,250')).toBe(1250);
    expect(parseLabValue('Negative')).toBeUndefined();
  });
});

describe('placeLabValue', () => {
  it('places values below, within and above a two-sided range', () => {
    expect(placeLabValue('0.57', '0.59-1.04')).toMatchObject({ relation: 'below' });
    expect(placeLabValue('16.9', '7 - 20')).toMatchObject({ relation: 'within' });
    expect(placeLabValue('124.1', '90-120')).toMatchObject({ relation: 'above' });
    const middle = placeLabValue('15', '10-20');
    expect(middle?.position).toBeCloseTo(50);
    expect(middle?.zone).toEqual({ start: 25, end: 75 });
  });

  it('keeps the marker on the bar however far out the value is', () => {
    expect(placeLabValue('900', '0-10')?.position).toBe(97);
    expect(placeLabValue('0', '50-60')?.position).toBe(3);
  });

  it('judges one-sided limits by their strictness', () => {
    expect(placeLabValue('200', '<200')).toMatchObject({ relation: 'above' });
    expect(placeLabValue('200', '≤200')).toMatchObject({ relation: 'within' });
    expect(placeLabValue('35', '>40')).toMatchObject({ relation: 'below' });
    expect(placeLabValue('45', '>40')).toMatchObject({ relation: 'within' });
  });

  it('reads a row printed with decimal commas as a row', () => {
    expect(placeLabValue('5,4', '4,00 - 10,00')).toMatchObject({ relation: 'within' });
    expect(placeLabValue('11,2', '4,00 - 10,00')).toMatchObject({ relation: 'above' });
    expect(placeLabValue('0,3', '< 0,14')).toMatchObject({ relation: 'above' });
    // Where the range shows the row's commas are decimal, '1,250' is not twelve hundred.
    expect(placeLabValue('1,250', '0,5 - 2,0')).toMatchObject({ relation: 'within' });
  });

  it('draws no bar without a number on both sides', () => {
    expect(placeLabValue('Negative', 'Negative')).toBeUndefined();
    expect(placeLabValue('5.1', '')).toBeUndefined();
  });
});
