import type { ClientConfig } from '../../contract/index.ts';
import { SEARCH_TYPES } from '../../contract/vocabulary-values.ts';

/**
 * What GET /api/config must look like, checked without a schema library: the config is read before
 * the first screen renders, and zod is not part of that screen's JavaScript. The server builds the
 * reply with the contract's `clientConfigSchema`; is-client-config.test.ts holds the two together.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const hasBooleans = (value: Json, keys: readonly string[]): boolean =>
  keys.every((key) => typeof value[key] === 'boolean');

function isVoiceConfig(value: unknown): value is ClientConfig['voice'] {
  return (
    isObject(value) &&
    hasBooleans(value, ['tts', 'transcription', 'realtime']) &&
    typeof value.realtimeUrl === 'string' &&
    isStringArray(value.iceServers) &&
    isStringArray(value.messageOrigins)
  );
}

export function isClientConfig(value: unknown): value is ClientConfig {
  return (
    isObject(value) &&
    typeof value.assistantName === 'string' &&
    hasBooleans(value, ['modelAvailable', 'webSearchAvailable', 'voiceAvailable']) &&
    isVoiceConfig(value.voice) &&
    isStringArray(value.searchTypes) &&
    value.searchTypes.every((type) => (SEARCH_TYPES as readonly string[]).includes(type)) &&
    isStringArray(value.labMessageOrigins)
  );
}
