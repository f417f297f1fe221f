import { VOICE_LIMITS } from '../../../contract/voice-limits.ts';
import { recordingToWav } from './wav-encoder.ts';

/** A recording under way; `stop` releases the microphone at once and gives the WAV. */
export interface MicrophoneRecording {
  stop: () => Promise<Blob>;
  /** Releases everything without a result (the component went away). */
  cancel: () => void;
}

/**
 * Records the microphone as PCM through a ScriptProcessor (it runs everywhere without a module
 * file to serve, unlike an AudioWorklet) and encodes 16-bit mono WAV when stopped. Rejects when
 * the microphone is refused or missing. `onLimit` fires at the longest recording the server takes.
 */
export async function recordMicrophone(onLimit: () => void): Promise<MicrophoneRecording> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
  });
  let context: AudioContext;
  try {
    context = new AudioContext();
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    throw error;
  }
  const source = context.createMediaStreamSource(stream);
  const processor = context.createScriptProcessor(4096, 1, 1);
  const buffers: Float32Array[] = [];
  processor.onaudioprocess = (event) => {
    buffers.push(new Float32Array(event.inputBuffer.getChannelData(0)));
  };
  source.connect(processor);
  // A processor only runs while connected to an output; it writes silence there.
  processor.connect(context.destination);
  const limit = setTimeout(onLimit, VOICE_LIMITS.transcriptionMaxSeconds * 1000 - 1000);

  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    clearTimeout(limit);
    processor.onaudioprocess = null;
    source.disconnect();
    processor.disconnect();
    for (const track of stream.getTracks()) track.stop();
    void context.close().catch(() => undefined);
  };

  return {
    stop: () => {
      const sampleRate = context.sampleRate;
      release();
      return Promise.resolve(recordingToWav(buffers, sampleRate));
    },
    cancel: release,
  };
}
