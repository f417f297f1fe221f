import type { SearchRequestInput } from '../../contract/index.ts';

/*
 * What the visitor typed is cleared of personal identifiers in the browser, before it leaves, by
 * the same code the server runs again (src/shared/privacy/redact-for-upstream.ts). The redactor
 * and its given-name list load with the answer code, when the visitor reaches for the form, not
 * with the first screen. Should they fail to load, the request goes as typed: the server redacts
 * every text before anything passes it on.
 */

const loadRedactor = () => import('../../shared/privacy/redact-for-upstream.ts');
let loading: ReturnType<typeof loadRedactor> | undefined;

/** Runs `work` when the page is idle (Safari has no requestIdleCallback: soon after, then). */
const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
};

/**
 * Starts loading the redactor (idempotent); the first search then finds it ready. Once loaded, it
 * reads a line of sample text while the visitor is still typing: its first reading compiles a few
 * hundred patterns (a quarter of a second on a laptop, about a second on a slow phone), which
 * would otherwise hold the first question back when it is sent.
 */
export function preloadRedactor(): void {
  if (loading) return;
  loading = loadRedactor();
  loading.then(
    (privacy) => whenIdle(() => privacy.redactForUpstream(WARM_UP_TEXT)),
    () => {
      loading = undefined;
    },
  );
}

const WARM_UP_TEXT = 'My mother Ana Silva, 91, tel. +1 555 0100, lives at 12 Main St.';

async function redactor(): Promise<Awaited<ReturnType<typeof loadRedactor>> | null> {
  preloadRedactor();
  try {
    return await (loading ?? loadRedactor());
  } catch {
    return null;
  }
}

/** The search request as it may leave: question, patient details, location and turns redacted. */
export async function redactOutgoingSearch(
  request: SearchRequestInput,
): Promise<SearchRequestInput> {
  const privacy = await redactor();
  return privacy ? privacy.redactSearchTexts(request) : request;
}

/** One text as it may leave the browser (a patient description, a flashcard topic). */
export async function redactOutgoingText(text: string): Promise<string> {
  const privacy = await redactor();
  return privacy ? privacy.redactForUpstream(text) : text;
}
