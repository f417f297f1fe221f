export type LlmErrorKind =
  /** The server answered with a non-OK status. */
  | 'http'
  | 'timeout'
  /** The server answered OK without a body. */
  | 'no-body'
  /** The server could not be reached at all. */
  | 'network'
  /** The stream broke off before the model finished. */
  | 'interrupted'
  /** The reply did not parse or did not match the requested schema. */
  | 'invalid-output';

/** A model failure whose message is safe to show to users (SPEC.md section 8). */
export class LlmError extends Error {
  override readonly name = 'LlmError';
  readonly kind: LlmErrorKind;
  readonly status: number | undefined;
  /**
   * The provider's own words from an HTTP error's body (clipped, one line; see
   * provider-message.ts). Kept out of `message`: shown only where SPEC.md adds the body.
   */
  readonly providerMessage: string | undefined;

  constructor(
    kind: LlmErrorKind,
    message: string,
    options: { status?: number; cause?: unknown; providerMessage?: string } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.providerMessage = options.providerMessage;
  }
}
