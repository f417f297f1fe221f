import {
  categoryOfCondition,
  type EmergencyCategory,
  type Language,
  type Reference,
  type VoiceEmergencyCheckResponse,
  type VoiceEvidenceResponse,
} from '../../../contract/index.ts';

const postJson = async (path: string, body: object, signal: AbortSignal): Promise<unknown> => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`${path} failed with status ${response.status}`);
  return response.json();
};

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
  const reply = (await postJson(
    '/api/voice/emergency-check',
    { text },
    signal,
  )) as Partial<VoiceEmergencyCheckResponse>;
  const matches = Array.isArray(reply.matches)
    ? reply.matches.filter((match): match is string => typeof match === 'string')
    : [];
  return {
    isEmergency: reply.isEmergency === true,
    categories: [...new Set(matches.map(categoryOfCondition))],
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
  const reply = (await postJson(
    '/api/voice/evidence',
    { query, language },
    signal,
  )) as Partial<VoiceEvidenceResponse>;
  return {
    references: Array.isArray(reply.references) ? reply.references : [],
    toolOutput: typeof reply.toolOutput === 'string' ? reply.toolOutput : '',
  };
}
