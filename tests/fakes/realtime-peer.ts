/**
 * A stand-in for the realtime provider's WebRTC endpoint (SPEC.md section 7, call 5), built on
 * werift, a WebRTC stack in plain Node:
 * - POST /v1/realtime/calls: an SDP offer (content type application/sdp, bearer ephemeral key)
 *   answered with an SDP answer as text, like the provider; a key it was not given is refused (401);
 * - the browser's 'oai-events' data channel is accepted; every event received is recorded, and
 *   each `response.create` is answered with an assistant transcript (a delta, then done);
 * - tests (in another process, through HTTP) read the events and push events of their own:
 *   GET /control/events, POST /control/send?key=K (a JSON event), POST /control/refuse
 *   ({ times, key }), POST /control/reset.
 * Sessions are told apart by the ephemeral key their offer carried, so tests running at the same
 * time (the desktop and phone runs) each read and steer only their own.
 */
import type { ServerResponse } from 'node:http';
import { RTCPeerConnection, type RTCDataChannel } from 'werift';
import { startFakeServer, type RecordedRequest } from './fake-server.ts';

export interface RecordedRealtimeEvent {
  /** Which accepted offer (1, 2, ...) the event came over. */
  session: number;
  /** The ephemeral key of that offer: a test reads the events of the keys its page was given. */
  key: string;
  /** Milliseconds after the data channel opened. */
  at: number;
  event: { type: string; [key: string]: unknown };
}

export interface FakeRealtimePeerOptions {
  /** Whether an ephemeral key was minted by the session fake (tests/fakes/openai-audio.ts). */
  acceptKey: (key: string) => boolean;
}

export interface FakeRealtimePeer {
  /** The realtime endpoint, for REALTIME_URL. */
  url: string;
  /** Base URL of the control routes (the same server). */
  controlUrl: string;
  events: RecordedRealtimeEvent[];
  /** Sends one event to the browser on the latest open channel of that key (of any key when none is given); false when none is open. */
  send(event: object, key?: string): boolean;
  /** Refuses the next `times` SDP offers made with that key with a 500. */
  refuse(times: number, key: string): void;
  reset(): void;
  close(): Promise<void>;
}

const REALTIME_PATH = /^(?:\/v1)?\/realtime(?:\/calls)?$/;

/** What the fake assistant says after a response.create, numbered per session. */
export const fakeAssistantReply = (n: number): string =>
  n === 1 ? 'Hello! I am your health assistant.' : `Here is what the evidence says, reply ${n}.`;

const json = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const providerError = (res: ServerResponse, status: number, message: string): void =>
  json(res, status, { error: { message, type: 'invalid_request_error', code: null } });

export async function startFakeRealtimePeer(
  options: FakeRealtimePeerOptions,
): Promise<FakeRealtimePeer> {
  const events: RecordedRealtimeEvent[] = [];
  const peers: RTCPeerConnection[] = [];
  /** The open channels, latest last, each with the key of its offer. */
  const channels: { key: string; channel: RTCDataChannel }[] = [];
  const refusals = new Map<string, number>();
  let sessions = 0;

  const sendOn = (channel: RTCDataChannel, event: object): boolean => {
    if (channel.readyState !== 'open') return false;
    channel.send(JSON.stringify(event));
    return true;
  };
  const send = (event: object, key?: string): boolean => {
    const open = channels.filter(
      (entry) => entry.channel.readyState === 'open' && (key === undefined || entry.key === key),
    );
    const latest = open.at(-1);
    return latest ? sendOn(latest.channel, event) : false;
  };

  const answerResponse = (channel: RTCDataChannel, n: number): void => {
    const text = fakeAssistantReply(n);
    const ids = { response_id: `resp_${n}`, item_id: `item_a${n}` };
    const [head, tail] = [text.slice(0, 10), text.slice(10)];
    sendOn(channel, { type: 'response.created', response: { id: ids.response_id } });
    sendOn(channel, { type: 'response.output_audio_transcript.delta', ...ids, delta: head });
    sendOn(channel, { type: 'response.output_audio_transcript.delta', ...ids, delta: tail });
    sendOn(channel, { type: 'response.output_audio_transcript.done', ...ids, transcript: text });
    sendOn(channel, {
      type: 'response.done',
      response: { id: ids.response_id, status: 'completed' },
    });
  };

  const acceptChannel = (accepted: RTCDataChannel, session: number, key: string): void => {
    channels.push({ key, channel: accepted });
    const openedAt = Date.now();
    let responses = 0;
    accepted.onMessage.subscribe((data) => {
      let event: RecordedRealtimeEvent['event'];
      try {
        event = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
      } catch {
        return;
      }
      events.push({ session, key, at: Date.now() - openedAt, event });
      if (event.type === 'response.create') {
        responses += 1;
        setTimeout(answerResponse, 20, accepted, responses);
      }
    });
  };

  async function answerOffer(request: RecordedRequest, res: ServerResponse): Promise<void> {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!key || !options.acceptKey(key)) return providerError(res, 401, 'Invalid ephemeral key');
    if (!(request.headers['content-type'] ?? '').startsWith('application/sdp'))
      return providerError(res, 400, 'Expected an SDP offer (application/sdp)');
    const refuse = refusals.get(key) ?? 0;
    if (refuse > 0) {
      refusals.set(key, refuse - 1);
      return providerError(res, 500, 'Fake realtime endpoint refused the offer');
    }
    const peer = new RTCPeerConnection({ iceAdditionalHostAddresses: ['127.0.0.1'] });
    peers.push(peer);
    sessions += 1;
    const session = sessions;
    peer.onDataChannel.subscribe((accepted) => {
      if (accepted.label !== 'oai-events') return;
      if (accepted.readyState === 'open') acceptChannel(accepted, session, key);
      else
        accepted.stateChanged.subscribe(
          (state) => state === 'open' && acceptChannel(accepted, session, key),
        );
    });
    try {
      await peer.setRemoteDescription({ type: 'offer', sdp: request.body });
      await peer.setLocalDescription(await peer.createAnswer());
    } catch (error) {
      return providerError(res, 400, `Invalid SDP offer: ${String(error)}`);
    }
    // No trickle ICE over HTTP: the answer carries every candidate, as the provider's does.
    if (peer.iceGatheringState !== 'complete') {
      await new Promise<void>((resolve) => {
        const { unSubscribe } = peer.iceGatheringStateChange.subscribe((state) => {
          if (state !== 'complete') return;
          unSubscribe();
          resolve();
        });
      });
    }
    res.writeHead(201, { 'content-type': 'application/sdp' });
    res.end(peer.localDescription?.sdp ?? '');
  }

  const server = await startFakeServer(async (request, res) => {
    const path = request.url.pathname;
    // Browsers post the offer cross-origin; the provider allows that, with a preflight.
    res.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'authorization, content-type',
      });
      return void res.end();
    }
    if (request.method === 'POST' && REALTIME_PATH.test(path)) return answerOffer(request, res);
    if (request.method === 'GET' && path === '/control/events')
      return json(res, 200, { sessions, events });
    if (request.method === 'POST' && path === '/control/send') {
      const key = request.url.searchParams.get('key') ?? undefined;
      return json(res, 200, { sent: send(JSON.parse(request.body || '{}'), key) });
    }
    if (request.method === 'POST' && path === '/control/refuse') {
      const { times = 1, key = '' } = JSON.parse(request.body || '{}') as {
        times?: number;
        key?: string;
      };
      refusals.set(key, Number(times));
      return json(res, 200, { refusals: Number(times) });
    }
    if (request.method === 'POST' && path === '/control/reset') {
      reset();
      return json(res, 200, {});
    }
    return providerError(res, 404, 'Not found');
  });

  function reset(): void {
    events.length = 0;
    refusals.clear();
  }

  return {
    url: `${server.url}/v1/realtime/calls`,
    controlUrl: server.url,
    events,
    send,
    refuse: (times, key) => {
      refusals.set(key, times);
    },
    reset,
    close: async () => {
      await Promise.allSettled(peers.map((peer) => peer.close()));
      await server.close();
    },
  };
}
