import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_NAMES, parseConfig } from './config.ts';

const envExample = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
const listed = new Set(
  envExample
    .split('\n')
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined),
);

describe('configuration', () => {
  it('lists every setting in .env.example', () => {
    expect(CONFIG_NAMES.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('believes no X-Forwarded-For by default, and takes a hop count or an address list', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
    ]);
    expect(() => parseConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/hop count/);
  });

  it('gives each client a daily model budget and bodies a time limit', () => {
    const config = parseConfig({});
    expect(config.rateLimit.modelTokensPerDay).toBe(200_000);
    expect(config.requestTimeoutMs).toBe(120_000);
  });

  it('gives each client daily voice and client-trace budgets, and refuses a session longer than a day allows', () => {
    const config = parseConfig({});
    expect(config.voice.perClientPerDay).toEqual({
      realtimeSessions: 20,
      realtimeMinutes: 240,
      speechChars: 100_000,
      transcriptionSeconds: 3_600,
    });
    expect(config.voice.realtimeSessionMaxMinutes).toBe(60);
    expect(config.langsmith).toMatchObject({ clientSampleRate: 1, clientRunsPerDay: 500 });
    expect(parseConfig({ LANGSMITH_CLIENT_SAMPLE_RATE: '0.25' }).langsmith.clientSampleRate).toBe(
      0.25,
    );
    expect(() => parseConfig({ LANGSMITH_CLIENT_SAMPLE_RATE: '1.5' })).toThrow(
      /LANGSMITH_CLIENT_SAMPLE_RATE/,
    );
    expect(() =>
      parseConfig({
        REALTIME_SESSION_MAX_MINUTES: '60',
        REALTIME_MINUTES_PER_DAY_PER_CLIENT: '30',
      }),
    ).toThrow(/REALTIME_SESSION_MAX_MINUTES: must not exceed/);
  });

  it('derives what depends on several settings: the model, voice models and upstream rates', () => {
    const none = parseConfig({});
    expect(none.llm).toBeNull();
    expect(none.voice).toMatchObject({
      ttsModel: null,
      transcribeModel: null,
      realtimeModel: null,
    });
    expect(none.pubmed.requestsPerSecond).toBe(3);
    expect(none.medlinePlus.requestsPerMinute).toBe(85);
    expect(none.requestBodyBudgetBytes).toBe(128 * 1024 * 1024);

    const local = parseConfig({ OPENAI_BASE_URL: 'http://localhost:11434/v1', TTS_MODEL: ' ' });
    expect(local.llm).toMatchObject({ apiKey: undefined, baseUrl: 'http://localhost:11434/v1' });
    expect(local.voice).toMatchObject({ ttsModel: null, transcribeModel: 'whisper-1' });
    expect(parseConfig({ OPENAI_API_KEY: 'k' }).llm?.baseUrl).toBe('https://api.openai.com/v1');
    expect(parseConfig({ NCBI_API_KEY: 'k' }).pubmed.requestsPerSecond).toBe(10);
    expect(parseConfig({ MEDLINEPLUS_REQUESTS_PER_MINUTE: '' }).medlinePlus.requestsPerMinute).toBe(
      85,
    );
    expect(() => parseConfig({ STUN_URLS: 'stun:a,http://b' })).toThrow(
      /STUN_URLS\.1: expected stun:, turn: or turns: URLs/,
    );
  });
});
