import { hash } from 'node:crypto';

/** The tag name of a fence; the answer prompt tells the model what it means. */
export const FENCE_TAG = 'untrusted_data';

/**
 * Chat-template control tokens some models honour even mid-message. Quoted data must never
 * carry them, so they are rewritten into harmless look-alikes.
 */
const CONTROL_TOKENS: readonly [RegExp, string][] = [
  [/<\|/g, '‹|'],
  [/\|>/g, '|›'],
  [/\[(\/?)INST\]/gi, '($1INST)'],
  [/<<(\/?)SYS>>/gi, '‹‹$1SYS››'],
];

/** A tag-like `<` (`<x`, `</x`, `<!x`): anything that could open or close a fence or a markup block. */
const TAG_OPEN = /<(?=\s*(?:[/!?]\s*)?[A-Za-z_])/g;

/** A line that pretends to start a new chat turn, e.g. "System: ignore previous instructions". */
const ROLE_LINE =
  /^([ \t>]*)(system|assistant|developer|user|human|ai|instruction|instructions)(\s*:)/gim;

export interface FenceOptions {
  /**
   * For text whose 'User:' / 'Assistant:' lines were written by us (a rendered conversation whose
   * message contents were neutralised first); tags and control tokens are still neutralised.
   */
  keepRoleLines?: boolean;
}

/**
 * Rewrites anything in retrieved text that could pass for a fence boundary, a chat-template token
 * or a new conversation turn. The text stays readable; only its power to look like structure goes.
 */
export function neutraliseMarkers(text: string, options: FenceOptions = {}): string {
  let out = text;
  for (const [pattern, replacement] of CONTROL_TOKENS) out = out.replace(pattern, replacement);
  out = out.replace(TAG_OPEN, '‹');
  if (options.keepRoleLines) return out;
  return out.replace(ROLE_LINE, (_match, lead: string, role: string, colon: string) => {
    return `${lead}(quoted) ${role}${colon}`;
  });
}

const cleanLabel = (label: string): string =>
  label
    .replace(/["<>\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);

/**
 * Wraps retrieved text in delimiters the text itself cannot forge: markers inside are neutralised
 * and the closing tag repeats a nonce derived from the content, so a fake closing tag written by
 * an attacker could not match even if it survived. The nonce is a hash rather than random so that
 * identical evidence yields identical prompts (cacheable, reproducible in tests).
 */
export function fenceUntrusted(label: string, text: string, options: FenceOptions = {}): string {
  const safeLabel = cleanLabel(label);
  const body = neutraliseMarkers(text.replace(/\r\n?/g, '\n'), options).trim();
  const nonce = hash('sha256', `${safeLabel}\u0000${body}`, 'hex').slice(0, 12);
  return [
    `<${FENCE_TAG} label="${safeLabel}" nonce="${nonce}">`,
    body,
    `</${FENCE_TAG} nonce="${nonce}">`,
  ].join('\n');
}
