import {
  categoryOfCondition,
  type EmergencyCategory,
  type Language,
  type Reference,
  voiceEmergencyCheckResponseSchema,
  voiceEvidenceResponseSchema,
} from '../../../contract/index.ts';
import { fetchJson, type ReplyParser } from '../../lib/fetch-json.ts';

const postJson = <T>(
  path: string,
  body: object,
  signal: AbortSignal,
  reply: ReplyParser<T>,
): Promise<T> =>
  fetchJson(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    },
    reply,
  );

// A field the reply leaves out counts as nothing found: the conversation goes on without it.
const emergencyReply = voiceEmergencyCheckResponseSchema.partial();
const evidenceReply = voiceEvidenceResponseSchema.partial();

export interface VoiceEmergency {
  isEmergency: boolean;
  /** What the banner names: the conditions that fired, grouped as people are told them. */
  categories: EmergencyCategory[];
}

/** The server's emergency detector on one transcribed user turn. */
export async function checkVoiceEmergency(
  text: string,
  signal: AbortSignal,
): Promise<VoiceEmergency> {
  const reply = await postJson('/api/voice/emergency-check', { text }, signal, emergencyReply);
  return {
    isEmergency: reply.isEmergency === true,
    categories: [...new Set((reply.matches ?? []).map(categoryOfCondition))],
  };
}

export interface VoiceEvidence {
  references: Reference[];
  toolOutput: string;
}

/** The server's evidence retrieval for the assistant's tool call. */
export async function fetchVoiceEvidence(
  query: string,
  language: Language,
  signal: AbortSignal,
): Promise<VoiceEvidence> {
  const reply = await postJson('/api/voice/evidence', { query, language }, signal, evidenceReply);
  return { references: reply.references ?? [], toolOutput: reply.toolOutput ?? '' };
}
