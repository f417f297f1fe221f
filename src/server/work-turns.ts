/**
 * A search's heavy synchronous steps (its start, reading its articles) wait here for their turn,
 * so that each event-loop turn stays short under load.
 *
 * libuv accepts one connection per listening socket per event-loop turn (libuv/libuv#3696) and
 * hands everything that arrived during a long turn to the next one at once. Unsliced, a burst of
 * searches moved in lockstep: hundreds of article replies were read in one long turn while the
 * model's first tokens waited behind it, and clients still being accepted waited for their first
 * byte behind the retrieval work of those accepted before them. So the steps run from immediates
 * in slices of SLICE_MS, a search's later step before other searches' earlier ones, and while
 * connections keep arriving, starts hold back so that every waiting client gets its first byte
 * before any of them gets retrieval work: the more starts are waiting, the longer (up to
 * START_HOLD_MS). See docs/decisions/014 and 015.
 */
interface Job {
  run: () => void;
  queuedAt: number;
}
const starts: Job[] = [];
const laterSteps: Job[] = [];
let scheduled = false;
let acceptedSinceLastTurn = false;
export const SLICE_MS = 8;
/**
 * How long starts may hold for arrivals: about what accepting and answering one more connection
 * costs, per start waiting, up to START_HOLD_MS. A big burst is worth holding for (its clients
 * would otherwise wait for their first byte behind everyone's retrieval); a small one is accepted
 * soon anyway, and holding it would only delay every search's upstream calls.
 */
export const HOLD_PER_WAITING_START_MS = 1;
/** The longest a start waits for arrivals to pause: a burst delays a first token by at most this. */
export const START_HOLD_MS = 300;

/** Runs queued jobs until the slice is spent, at least one if none ran yet this turn; counts them. */
function runFrom(queue: Job[], until: number, ranBefore: number): number {
  let ran = 0;
  while (queue.length > 0 && ((ranBefore === 0 && ran === 0) || performance.now() < until)) {
    // Off the queue before it runs: a job that throws must not run again or stop the others.
    (queue.shift() as Job).run();
    ran += 1;
  }
  return ran;
}

function runTurn(): void {
  const now = performance.now();
  const holdFor = Math.min(START_HOLD_MS, HOLD_PER_WAITING_START_MS * starts.length);
  const holdStarts = acceptedSinceLastTurn && now - (starts[0]?.queuedAt ?? now) < holdFor;
  acceptedSinceLastTurn = false;
  const until = now + SLICE_MS;
  try {
    const ran = runFrom(laterSteps, until, 0);
    if (!holdStarts && performance.now() < until) runFrom(starts, until, ran);
  } finally {
    if (starts.length > 0 || laterSteps.length > 0) setImmediate(runTurn);
    else scheduled = false;
  }
}

function enqueue(queue: Job[], run: () => void): void {
  queue.push({ run, queuedAt: performance.now() });
  if (scheduled) return;
  scheduled = true;
  setImmediate(runTurn);
}

/** Starts a search from a later turn, after the requests already waiting have been read. */
export function scheduleStart(start: () => void): void {
  enqueue(starts, start);
}

/** Runs a heavy synchronous step of a started search in its turn; resolves with its result. */
export function inTurn<T>(work: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    enqueue(laterSteps, () => {
      try {
        resolve(work());
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/** The HTTP server reports each accepted connection: more may be waiting to be accepted. */
export function noteAcceptedConnection(): void {
  acceptedSinceLastTurn = true;
}
