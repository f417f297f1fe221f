/** A provider's error text is at most this long where it is shown: the gist, never a dump. */
const MAX_CHARS = 160;

/**
 * The provider's own words from an error body (OpenAI's `error.message`, else the text as sent),
 * on one line and clipped. Shown only where SPEC.md section 8 adds the body (lab calls): it may
 * echo the prompt, so callers redact it before it leaves for a person or a trace.
 */
export function providerMessage(body: string | undefined): string | undefined {
  if (!body?.trim()) return undefined;
  let text = body;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      const { error } = parsed;
      if (typeof error === 'string') text = error;
      else if (typeof error === 'object' && error !== null && 'message' in error) {
        if (typeof error.message === 'string') text = error.message;
      }
    }
  } catch {
    // Not JSON: the text as sent.
  }
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return undefined;
  return line.length <= MAX_CHARS ? line : `${line.slice(0, MAX_CHARS - 1)}…`;
}
