import { transcriptionResponseSchema } from '../../../contract/index.ts';
import { fetchJson } from '../../lib/fetch-json.ts';

/** SPEC.md section 7, call 3: the recording as multipart `file` (audio/wav); the reply's text. */
export async function transcribe(wav: Blob, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('model', 'whisper-1');
  form.append('file', wav, 'recording.wav');
  const reply = await fetchJson(
    '/api/openai/audio/transcriptions',
    { method: 'POST', body: form, signal },
    transcriptionResponseSchema,
    { failureText: (status) => `Transcription failed with status ${status}` },
  );
  return reply.text.trim();
}
