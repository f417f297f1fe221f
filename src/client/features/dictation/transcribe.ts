import { transcriptionResponseSchema } from '../../../contract/index.ts';

/** SPEC.md section 7, call 3: the recording as multipart `file` (audio/wav); the reply's text. */
export async function transcribe(wav: Blob, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('model', 'whisper-1');
  form.append('file', wav, 'recording.wav');
  const response = await fetch('/api/openai/audio/transcriptions', {
    method: 'POST',
    body: form,
    signal,
  });
  if (!response.ok) throw new Error(`Transcription failed with status ${response.status}`);
  return transcriptionResponseSchema.parse(await response.json()).text.trim();
}
