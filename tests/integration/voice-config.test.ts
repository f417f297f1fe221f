import { describe, expect, it } from 'vitest';
import { clientConfigSchema } from '../../src/contract/index.ts';
import { parseConfig } from '../../src/server/config.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();

describe('voice in /api/config, /api/health and the CSP', () => {
  it('offers every voice feature when a model is configured', async () => {
    const app = await stack.app();
    const response = await app.inject('/api/config');
    expect(response.body).not.toContain('test-key');
    const config = clientConfigSchema.parse(response.json());
    expect(config.voiceAvailable).toBe(true);
    expect(config.voice).toEqual({
      tts: true,
      transcription: true,
      realtime: true,
      realtimeUrl: 'https://api.openai.com/v1/realtime/calls',
      iceServers: ['stun:stun.l.google.com:19302'],
      messageOrigins: ['https://novahealth.app', 'https://www.novahealth.app'],
    });
    const health = (await app.inject('/api/health')).json();
    expect(health.upstreams).toMatchObject({ tts: true, transcription: true, realtime: true });
  });

  it('offers none in evidence-only mode', async () => {
    const app = await stack.app({ model: false });
    const config = clientConfigSchema.parse((await app.inject('/api/config')).json());
    expect(config.voiceAvailable).toBe(false);
    expect(config.voice).toMatchObject({ tts: false, transcription: false, realtime: false });
    const health = (await app.inject('/api/health')).json();
    expect(health.upstreams).toMatchObject({ tts: false, transcription: false, realtime: false });
  });

  it('turns one feature off when its model is set empty', async () => {
    const app = await stack.app({ env: { REALTIME_MODEL: '' } });
    const config = clientConfigSchema.parse((await app.inject('/api/config')).json());
    expect(config.voice).toMatchObject({ tts: true, transcription: true, realtime: false });
    expect(config.voiceAvailable).toBe(true);
  });

  it('takes the realtime endpoint, STUN servers and message origins from the environment', async () => {
    const app = await stack.app({
      env: {
        REALTIME_URL: 'https://realtime.example.net/v1/realtime/calls',
        STUN_URLS: 'stun:stun.example.net:3478, turn:turn.example.net:3478',
        VOICE_MESSAGE_ORIGINS: 'https://partner.example.org/embed',
      },
    });
    const config = clientConfigSchema.parse((await app.inject('/api/config')).json());
    expect(config.voice.realtimeUrl).toBe('https://realtime.example.net/v1/realtime/calls');
    expect(config.voice.iceServers).toEqual([
      'stun:stun.example.net:3478',
      'turn:turn.example.net:3478',
    ]);
    expect(config.voice.messageOrigins).toEqual(['https://partner.example.org']);
    const csp = String((await app.inject('/api/health')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://realtime.example.net;");
    expect(csp).toContain("media-src 'self' blob:");
  });

  it('allows exactly the default realtime origin besides self', async () => {
    const app = await stack.app();
    const csp = String((await app.inject('/api/health')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://api.openai.com;");
  });

  it('refuses configuration that is not a URL where one is needed', () => {
    expect(() => parseConfig({ STUN_URLS: 'http://stun.example.net' })).toThrow(/STUN_URLS/);
    expect(() => parseConfig({ REALTIME_URL: 'javascript:alert(1)' })).toThrow(/REALTIME_URL/);
    expect(() => parseConfig({ VOICE_MESSAGE_ORIGINS: 'not a url' })).toThrow(
      /VOICE_MESSAGE_ORIGINS/,
    );
  });
});
