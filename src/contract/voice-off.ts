import type { VoiceConfig } from './voice.ts';

/**
 * No voice feature served. A plain value in a module of its own, so the browser's first screen
 * can use it without the schema library voice.ts needs.
 */
export const VOICE_OFF: VoiceConfig = {
  tts: false,
  transcription: false,
  realtime: false,
  realtimeUrl: '',
  iceServers: [],
  messageOrigins: [],
};
