import { describe, expect, it } from 'vitest';
import { clientConfigSchema, VOICE_OFF, type ClientConfig } from '../../contract/index.ts';
import { isClientConfig } from './is-client-config.ts';

const VALID: ClientConfig = {
  assistantName: 'Nova',
  modelAvailable: true,
  webSearchAvailable: false,
  voiceAvailable: true,
  voice: {
    tts: true,
    transcription: true,
    realtime: false,
    realtimeUrl: 'https://api.openai.com/v1/realtime/calls',
    iceServers: ['stun:stun.l.google.com:19302'],
    messageOrigins: ['https://example.org'],
  },
  searchTypes: ['health-info', 'clinical-trials'],
  labMessageOrigins: [],
};

/** Replies a broken or hostile server could send, each one field off. */
const INVALID: unknown[] = [
  null,
  'config',
  [],
  { ...VALID, assistantName: 7 },
  { ...VALID, modelAvailable: 'yes' },
  { ...VALID, webSearchAvailable: undefined },
  { ...VALID, voiceAvailable: null },
  { ...VALID, voice: undefined },
  { ...VALID, voice: { ...VALID.voice, tts: 1 } },
  { ...VALID, voice: { ...VALID.voice, realtimeUrl: null } },
  { ...VALID, voice: { ...VALID.voice, iceServers: [1] } },
  { ...VALID, voice: { ...VALID.voice, messageOrigins: 'https://example.org' } },
  { ...VALID, searchTypes: ['health-info', 'astrology'] },
  { ...VALID, searchTypes: 'health-info' },
  { ...VALID, labMessageOrigins: [null] },
];

describe('isClientConfig', () => {
  it('accepts what the contract schema accepts', () => {
    for (const config of [VALID, { ...VALID, voice: VOICE_OFF, searchTypes: [] }]) {
      expect(clientConfigSchema.safeParse(config).success).toBe(true);
      expect(isClientConfig(config)).toBe(true);
    }
  });

  it('refuses what the contract schema refuses', () => {
    for (const config of INVALID) {
      expect(clientConfigSchema.safeParse(config).success, JSON.stringify(config)).toBe(false);
      expect(isClientConfig(config), JSON.stringify(config)).toBe(false);
    }
  });
});
