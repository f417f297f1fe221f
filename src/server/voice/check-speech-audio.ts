import { sniffAudioType } from './audio-type.ts';
import { VoiceFailure } from './voice-failure.ts';

/** Bytes enough for every signature sniffAudioType knows. */
const HEAD_BYTES = 12;

/** AAC in ADTS frames: twelve set sync bits and layer 00 (which an MP3 frame never has). */
const isAdts = (head: Uint8Array): boolean => head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0;

/**
 * The provider's audio, refused with a 502 when its first bytes are no audio at all (an HTML
 * error page, a JSON body with status 200): the browser would otherwise be handed noise to play.
 * Raw PCM has no signature and passes unchecked. The bytes read to check are sent on unchanged.
 */
export async function checkedSpeechAudio(
  body: ReadableStream<Uint8Array>,
  format: string,
): Promise<ReadableStream<Uint8Array>> {
  if (format === 'pcm') return body;
  const reader = body.getReader();
  const read: Uint8Array[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const { value, done } = await reader.read();
    if (done) break;
    read.push(value);
    length += value.length;
  }
  const head = Buffer.concat(read);
  if (head.length === 0 || (!sniffAudioType(head) && !isAdts(head))) {
    await reader.cancel().catch(() => undefined);
    throw new VoiceFailure(502, 'The voice provider sent something that is not audio.', {
      code: 'upstream_malformed',
    });
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
    },
    async pull(controller) {
      const { value, done } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
