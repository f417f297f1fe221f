/** Errors that mean no connection could be made at all: nothing a retry seconds later would fix. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
  'EPROTO',
]);
/** TLS failures: a certificate or protocol the client will not accept. */
const TLS_CODE = /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;

/** The error code somewhere in a fetch failure's cause chain ('fetch failed' wraps the real one). */
export function failureCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested) && nested.length > 0) current = nested[0];
    else current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Connection refused, a name that does not resolve, an unreachable host or a TLS failure. */
export function isConnectionFailure(error: unknown): boolean {
  const code = failureCode(error);
  return code !== undefined && (CONNECTION_CODES.has(code) || TLS_CODE.test(code));
}
