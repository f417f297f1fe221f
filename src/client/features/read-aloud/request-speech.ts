import { voiceErrorSchema, VOICE_LIMITS } from '../../../contract/index.ts';
import { withSpeechRetries, type AttemptResult, type SpeechAttempt } from './speech-schedule.ts';

async function errorMessage(response: Response): Promise<string> {
  try {
    const parsed = voiceErrorSchema.safeParse(await response.json());
    if (parsed.success) return parsed.data.error.message;
  } catch {
    // Not JSON: the status text says enough.
  }
  return response.statusText || `HTTP ${response.status}`;
}

async function attemptSpeech(
  input: string,
  settings: SpeechAttempt,
  signal: AbortSignal,
): Promise<AttemptResult<Blob>> {
  let response: Response;
  try {
    response = await fetch('/api/openai/audio/speech', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: settings.model,
        input,
        voice: settings.voice,
        response_format: VOICE_LIMITS.ttsFormat,
        speed: VOICE_LIMITS.ttsSpeed,
      }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    // Status 0: the network failed, which is worth another attempt.
    return {
      ok: false,
      status: 0,
      message: error instanceof Error ? error.message : 'Network error',
    };
  }
  if (!response.ok)
    return { ok: false, status: response.status, message: await errorMessage(response) };
  return { ok: true, value: await response.blob() };
}

/** One chunk's mp3 (SPEC.md section 7, call 2) with section 8's retries. */
export function requestSpeech(input: string, signal: AbortSignal): Promise<Blob> {
  return withSpeechRetries((settings) => attemptSpeech(input, settings, signal), signal);
}
