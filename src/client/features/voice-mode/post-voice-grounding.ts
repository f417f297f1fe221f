import type {
  Language,
  Reference,
  VoiceEmergencyCheckResponse,
  VoiceEvidenceResponse,
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

/** The server's emergency detector on one transcribed user turn. */
export async function checkVoiceEmergency(text: string, signal: AbortSignal): Promise<boolean> {
  const reply = (await postJson(
    '/api/voice/emergency-check',
    { text },
    signal,
  )) as Partial<VoiceEmergencyCheckResponse>;
  return reply.isEmergency === true;
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
