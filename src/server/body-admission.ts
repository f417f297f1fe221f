import type { FastifyInstance } from 'fastify';

export const BODY_ADMISSION_TEXTS = {
  busy: 'The server is busy receiving other uploads right now. Please try again in a few seconds.',
  clientBusy:
    'Too many uploads from this connection at once. Wait for the ones running to finish, then try again.',
} as const;

/** Seconds a refused sender is asked to wait: uploads in flight usually finish within this. */
const RETRY_AFTER_SECONDS = 5;
/** Bodies smaller than this are not counted: a question, a trace, a trial search. */
const SMALL_BODY_BYTES = 64 * 1024;

/**
 * Bytes of request bodies the process holds at once, counted from each request's declared
 * length (or its route's limit when it declares none) before a byte is read, and held until its
 * reply is finished: a body is buffered, parsed, decoded and forwarded while the request runs. One
 * client may hold a quarter of the budget (at least one largest body), so a few addresses cannot
 * take it all.
 */
export class BodyAdmission {
  private inFlight = 0;
  private readonly byClient = new Map<string, number>();
  readonly budgetBytes: number;
  private readonly largestBodyBytes: number;

  constructor(budgetBytes: number, largestBodyBytes: number) {
    this.budgetBytes = budgetBytes;
    this.largestBodyBytes = largestBodyBytes;
  }

  /** 'ok', or why not: the whole process is full, or this client holds its share. */
  admit(client: string, bytes: number): 'ok' | 'busy' | 'client-busy' {
    const held = this.byClient.get(client) ?? 0;
    const share = Math.max(this.budgetBytes / 4, this.largestBodyBytes);
    if (held > 0 && held + bytes > share) return 'client-busy';
    // One body larger than the whole budget still gets in when nothing else is held.
    if (this.inFlight > 0 && this.inFlight + bytes > this.budgetBytes) return 'busy';
    this.inFlight += bytes;
    this.byClient.set(client, held + bytes);
    return 'ok';
  }

  release(client: string, bytes: number): void {
    this.inFlight = Math.max(0, this.inFlight - bytes);
    const held = (this.byClient.get(client) ?? 0) - bytes;
    if (held > 0) this.byClient.set(client, held);
    else this.byClient.delete(client);
  }

  get bytesInFlight(): number {
    return this.inFlight;
  }
}

/**
 * Checks every request with a body against the admission budget in `onRequest`, before Fastify
 * reads the body: a refused upload costs its headers, not its megabytes (the connection is
 * closed rather than drained).
 */
export function registerBodyAdmission(app: FastifyInstance, admission: BodyAdmission): void {
  app.addHook('onRequest', (request, reply, done) => {
    const declared = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
    const chunked = request.headers['transfer-encoding'] !== undefined;
    const bytes =
      Number.isFinite(declared) && !chunked ? Math.min(declared, limit) : chunked ? limit : 0;
    if (bytes < SMALL_BODY_BYTES) {
      done();
      return;
    }
    const verdict = admission.admit(request.ip, bytes);
    if (verdict !== 'ok') {
      void reply
        .code(verdict === 'busy' ? 503 : 429)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          error: verdict === 'busy' ? BODY_ADMISSION_TEXTS.busy : BODY_ADMISSION_TEXTS.clientBusy,
        });
      return;
    }
    // 'close' comes once, when the reply is finished or the connection dropped (hijacked answer
    // streams included).
    reply.raw.once('close', () => admission.release(request.ip, bytes));
    done();
  });
}
