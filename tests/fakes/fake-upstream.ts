import type { ServerResponse } from 'node:http';
import { sleep, startFakeServer, type FakeServer, type RecordedRequest } from './fake-server.ts';

/**
 * How a fake upstream answers the next requests. `path` narrows a failure to requests whose path
 * ends with it (e.g. 'efetch.fcgi'); other requests are answered normally.
 */
export type Behaviour =
  | { kind: 'ok' }
  /** This status for the next `times` requests (every request when omitted), then ok again. */
  | { kind: 'status'; status: number; times?: number; body?: string; path?: string }
  /** Never answers: for timeouts. */
  | { kind: 'hang'; path?: string }
  /** Answers 200 with a truncated, unparseable body. */
  | { kind: 'malformed'; path?: string };

export interface FakeUpstreamOptions {
  /** Fixed delay before every answer, as a stand-in for network and upstream time. */
  latencyMs?: number;
  /** Port to listen on; a free one by default. */
  port?: number;
}

export interface FakeUpstream extends FakeServer {
  behave(next: Behaviour): void;
}

export interface FakeReply {
  status?: number;
  contentType: string;
  body: string;
}

export interface FakeUpstreamSpec {
  /** The normal answer; with `malformed`, the same answer cut short. */
  answer(request: RecordedRequest, malformed: boolean): FakeReply | Promise<FakeReply>;
  /** What this upstream sends along with an error status. */
  errorReply(status: number): FakeReply;
}

const OK: Behaviour = { kind: 'ok' };

export async function startFakeUpstream(
  spec: FakeUpstreamSpec,
  options: FakeUpstreamOptions = {},
): Promise<FakeUpstream> {
  let behaviour: Behaviour = OK;
  let remaining = 0;

  const server = await startFakeServer(async (request, res) => {
    if (options.latencyMs) await sleep(options.latencyMs);
    const applies =
      behaviour.kind !== 'ok' && (!behaviour.path || request.url.pathname.endsWith(behaviour.path));
    const current = applies ? behaviour : OK;
    if (current.kind === 'hang') return;
    if (current.kind === 'status') {
      remaining -= 1;
      if (remaining <= 0) behaviour = OK;
      const reply = spec.errorReply(current.status);
      send(res, { ...reply, status: current.status, body: current.body ?? reply.body });
      return;
    }
    send(res, await spec.answer(request, current.kind === 'malformed'));
  }, options.port);

  return {
    ...server,
    behave(next) {
      behaviour = next;
      remaining = next.kind === 'status' ? (next.times ?? Number.POSITIVE_INFINITY) : 0;
    },
  };
}

function send(res: ServerResponse, reply: FakeReply): void {
  res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType });
  res.end(reply.body);
}

/** The first half of a body: what a dropped connection or a broken proxy leaves behind. */
export const truncate = (body: string): string => body.slice(0, Math.floor(body.length / 2));

/** Query parameters of a GET, merged with a form-encoded POST body (E-utilities accepts both). */
export function requestParams(request: RecordedRequest): URLSearchParams {
  const params = new URLSearchParams(request.url.searchParams);
  const type = String(request.headers['content-type'] ?? '');
  if (request.method === 'POST' && type.includes('application/x-www-form-urlencoded')) {
    for (const [name, value] of new URLSearchParams(request.body)) params.set(name, value);
  }
  return params;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
