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

/** Starts loading the redactor (idempotent); the first search then finds it ready. */
export function preloadRedactor(): void {
  if (loading) return;
  loading = loadRedactor();
  loading.catch(() => {
    loading = undefined;
  });
}

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
