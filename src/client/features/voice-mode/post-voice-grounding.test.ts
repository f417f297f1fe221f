import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkVoiceEmergency } from './post-voice-grounding.ts';

afterEach(() => vi.unstubAllGlobals());

const reply = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );

describe('checkVoiceEmergency', () => {
  it('groups the conditions that fired into the categories the banner names', async () => {
    reply({ isEmergency: true, matches: ['chest-pain', 'heart-attack', 'seizure'] });
    await expect(checkVoiceEmergency('x', new AbortController().signal)).resolves.toEqual({
      isEmergency: true,
      categories: ['cardiac', 'unconscious'],
    });
  });

  it('reads a reply without matches as naming nothing', async () => {
    reply({ isEmergency: false });
    await expect(checkVoiceEmergency('x', new AbortController().signal)).resolves.toEqual({
      isEmergency: false,
      categories: [],
    });
  });
});
