import { requestTimeoutText } from '../../contract/index.ts';
import { VoiceFailure } from './voice-failure.ts';

export interface ProviderAccess {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  fetch: typeof fetch;
}

const MESSAGE_MAX_CHARS = 300;

/** Provider messages can quote a key ('Incorrect API key provided: sk-...'); none reaches a browser. */
function scrub(message: string, apiKey: string | undefined): string {
  // A very short key (a local server's placeholder) would blank out ordinary letters instead.
  let text = apiKey && apiKey.length >= 8 ? message.split(apiKey).join('[redacted]') : message;
  text = text.replace(/\b(?:sk|ek|rk)[-_][\w*.-]{4,}/g, '[redacted]');
  return text.length > MESSAGE_MAX_CHARS ? `${text.slice(0, MESSAGE_MAX_CHARS)}…` : text;
}

async function upstreamMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string };
    const error = parsed.error;
    if (typeof error === 'string') return error;
    if (typeof error?.message === 'string') return error.message;
  } catch {
    // Not JSON: some compatible servers answer errors in plain text.
  }
  return text.trim() || response.statusText || 'Unknown error';
}

/** Turns a non-OK provider answer into what the browser is told. */
export async function failureFromResponse(
  response: Response,
  apiKey: string | undefined,
): Promise<VoiceFailure> {
  const status = response.status;
  const message = scrub(await upstreamMessage(response), apiKey);
  if (status === 401 || status === 403) {
    // The server's own credentials failed: not the visitor's doing, and the text may name the key.
    return new VoiceFailure(
      502,
      `The voice provider refused this server's credentials (${status}).`,
      {
        code: 'upstream_auth',
      },
    );
  }
  if (status === 429) {
    return new VoiceFailure(429, message, {
      type: 'rate_limit_error',
      code: 'rate_limit_exceeded',
      ...(response.headers.get('retry-after')
        ? { retryAfter: response.headers.get('retry-after') ?? '' }
        : {}),
    });
  }
  if (status >= 500) {
    return new VoiceFailure(502, `The voice provider failed (${status}): ${message}`, {
      code: 'upstream_error',
    });
  }
  return new VoiceFailure(status >= 400 ? status : 502, message);
}

/**
 * One request to the provider with the server's key, read by `read`. The timeout covers the whole
 * exchange, a streamed body included; `signal` ends it early when the browser goes away.
 */
export async function callProvider<T>(
  access: ProviderAccess,
  path: string,
  init: { headers?: Record<string, string>; body: BodyInit },
  signal: AbortSignal,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const timeout = AbortSignal.timeout(access.timeoutMs);
  try {
    const response = await access.fetch(`${access.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: {
        ...init.headers,
        ...(access.apiKey ? { authorization: `Bearer ${access.apiKey}` } : {}),
      },
      body: init.body,
      signal: AbortSignal.any([signal, timeout]),
    });
    if (!response.ok) throw await failureFromResponse(response, access.apiKey);
    return await read(response);
  } catch (error) {
    if (error instanceof VoiceFailure) throw error;
    if (signal.aborted) throw error;
    if (timeout.aborted) {
      throw new VoiceFailure(504, requestTimeoutText(access.timeoutMs), { code: 'timeout' });
    }
    throw new VoiceFailure(502, 'The voice provider could not be reached.', {
      code: 'upstream_unreachable',
    });
  }
}
