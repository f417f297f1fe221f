import type { z } from 'zod';
import { realtimeSessionResponseSchema } from '../../../contract/index.ts';
import { fetchJson } from '../../lib/fetch-json.ts';

/** Why voice mode could not connect (SPEC.md section 8's three causes, and the microphone). */
export type ConnectFailure = 'session' | 'key' | 'sdp' | 'microphone';

export class VoiceConnectError extends Error {
  readonly reason: ConnectFailure;
  constructor(reason: ConnectFailure, message: string) {
    super(message);
    this.name = 'VoiceConnectError';
    this.reason = reason;
  }
}

export interface RealtimeConnection {
  channel: RTCDataChannel;
  /** The assistant's voice; the dialog plays it and mutes it. */
  remoteStream: MediaStream;
  setMicMuted(muted: boolean): void;
  /** Stops every track (the microphone is released), closes the channel and the connection. */
  close(): void;
}

// Read leniently, so that a reply without the key or the URL fails with its own reason below.
const sessionReply = realtimeSessionResponseSchema.partial().extend({
  client_secret: realtimeSessionResponseSchema.shape.client_secret.partial().optional(),
});

async function fetchSession(signal: AbortSignal): Promise<{ key: string; realtimeUrl: string }> {
  let reply: z.infer<typeof sessionReply>;
  try {
    reply = await fetchJson(
      '/api/openai/realtime/session',
      { headers: { accept: 'application/json' }, signal },
      sessionReply,
      { failureText: (status) => `status ${status}` },
    );
  } catch (error) {
    if (signal.aborted) throw error;
    throw new VoiceConnectError('session', `Session request failed: ${String(error)}`);
  }
  const key = reply.client_secret?.value ?? reply.value;
  if (typeof key !== 'string' || key === '') {
    throw new VoiceConnectError('key', 'The session reply has no ephemeral key');
  }
  const realtimeUrl = reply.realtimeUrl ?? '';
  if (!realtimeUrl) throw new VoiceConnectError('session', 'The session reply has no realtime URL');
  return { key, realtimeUrl };
}

/**
 * SPEC.md section 7, calls 4 and 5: an ephemeral key from the server, the microphone, a peer
 * connection with the 'oai-events' data channel, and the SDP offer posted to the provider with
 * the key. Whatever was opened is closed again when a step fails or `signal` aborts.
 */
export async function connectRealtime(options: {
  iceServers: readonly string[];
  signal: AbortSignal;
}): Promise<RealtimeConnection> {
  const { signal } = options;
  const session = await fetchSession(signal);

  let microphone: MediaStream;
  try {
    microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new VoiceConnectError('microphone', `Microphone refused: ${String(error)}`);
  }
  // Closed while the permission prompt was open: the microphone must not stay on.
  if (signal.aborted) {
    for (const track of microphone.getTracks()) track.stop();
    throw new DOMException('Voice mode was closed', 'AbortError');
  }

  const peer = new RTCPeerConnection({
    iceServers: options.iceServers.length > 0 ? [{ urls: [...options.iceServers] }] : [],
  });
  const remoteStream = new MediaStream();
  const close = (): void => {
    for (const track of microphone.getTracks()) track.stop();
    for (const track of remoteStream.getTracks()) track.stop();
    for (const sender of peer.getSenders()) sender.track?.stop();
    channel.close();
    peer.close();
  };
  peer.ontrack = (event) => {
    for (const track of event.streams[0]?.getTracks() ?? [event.track])
      remoteStream.addTrack(track);
  };
  for (const track of microphone.getAudioTracks()) peer.addTrack(track, microphone);
  const channel = peer.createDataChannel('oai-events');
  const onAbort = (): void => close();
  signal.addEventListener('abort', onAbort, { once: true });

  try {
    const offer = await peer.createOffer();
    await peer.setLocalDescription(offer);
    let answer: string;
    try {
      const response = await fetch(session.realtimeUrl, {
        method: 'POST',
        body: offer.sdp,
        headers: { authorization: `Bearer ${session.key}`, 'content-type': 'application/sdp' },
        signal,
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      answer = await response.text();
    } catch (error) {
      if (signal.aborted) throw error;
      throw new VoiceConnectError('sdp', `SDP exchange failed: ${String(error)}`);
    }
    try {
      await peer.setRemoteDescription({ type: 'answer', sdp: answer });
    } catch (error) {
      throw new VoiceConnectError('sdp', `SDP answer refused: ${String(error)}`);
    }
  } catch (error) {
    close();
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }

  return {
    channel,
    remoteStream,
    setMicMuted: (muted) => {
      for (const track of microphone.getAudioTracks()) track.enabled = !muted;
    },
    close,
  };
}
