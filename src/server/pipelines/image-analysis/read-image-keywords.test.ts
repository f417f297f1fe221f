import { describe, expect, it } from 'vitest';
import { readImageKeywords } from './read-image-keywords.ts';

describe('readImageKeywords', () => {
  it('takes the last Keywords line off the description and keeps up to three terms', () => {
    const reply =
      'A red, raised patch on the forearm.\n\nSee a doctor if it spreads.\n\n**Keywords:** contact dermatitis; urticaria, "eczema", psoriasis.';
    expect(readImageKeywords(reply)).toEqual({
      description: 'A red, raised patch on the forearm.\n\nSee a doctor if it spreads.',
      keywords: ['contact dermatitis', 'urticaria', 'eczema'],
    });
  });

  it.each([
    ['A photo of a pill.\nKeywords: none', []],
    ['A photo of a pill.', []],
    [
      'Wound photo.\nKeywords: wound infection, Mary Johnson, 12/03/2024, 5551234567',
      ['wound infection'],
    ],
  ])('%j gives %j', (reply, keywords) => {
    const read = readImageKeywords(reply);
    expect(read.keywords).toEqual(keywords);
    expect(read.description).not.toMatch(/Keywords/);
  });
});
