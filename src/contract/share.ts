import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { knowledgeLevelSchema, languageSchema, searchTypeSchema } from './vocabulary.ts';
import type { Language } from './vocabulary-values.ts';
import type { ConversationMessage } from './conversation-message.ts';
import { MEDICAL_DISCLAIMER } from './fixed-texts.ts';
import { referenceSchema, type Reference } from './reference.ts';
import { quotedSentenceSchema, type CitationQuotes } from './citation-quotes.ts';

const SHARED_REFERENCES_MAX = 40;
/** Links stay short: the quotes of this many cited sentences, each cut to this length. */
const SHARED_QUOTED_SENTENCES_MAX = 60;
export const SHARED_QUOTE_MAX_CHARS = 300;

/** The answer's quotes as a link carries them: the stream's shape, fewer and shorter. */
export const sharedQuotesSchema = z.object({
  sentences: z.array(quotedSentenceSchema).max(SHARED_QUOTED_SENTENCES_MAX),
});

/** SPEC.md section 3 "Share payload": what a shared link carries, and all it carries. */
export const sharedMessageSchema = z.object({
  type: z.enum(['user', 'assistant']),
  content: z.string().max(LIMITS.conversationContextMaxChars),
  timestamp: z.string().max(40),
  searchType: searchTypeSchema,
  medicalKnowledgeLevel: knowledgeLevelSchema,
  /**
   * The answer's numbered references, so the shared page can list and export them. Optional:
   * links made before they were shared still open.
   */
  references: z.array(referenceSchema).max(SHARED_REFERENCES_MAX).optional(),
  /**
   * The answer's language, so the shared page writes the disclaimer in it. Optional: older links
   * lack it and get SPEC.md's English text, and one the app does not know is read as none.
   */
  language: languageSchema.optional().catch(undefined),
  /**
   * The passage of each cited source behind each cited sentence, so the shared page shows the
   * same quotes. Optional: older links lack it, and one that does not parse is read as none.
   */
  quotes: sharedQuotesSchema.optional().catch(undefined),
});
export type SharedMessage = z.infer<typeof sharedMessageSchema>;

export const sharePayloadSchema = z.object({
  generatedAt: z.string().max(40),
  messages: z.array(sharedMessageSchema).min(1).max(2),
});
export type SharePayload = z.infer<typeof sharePayloadSchema>;

export const SHARE_NO_DATA_TEXT = 'No conversation data found in the URL';
export const SHARE_INVALID_DATA_TEXT =
  'Invalid conversation data. The shared link may be corrupted.';

/** The quote cut at a word boundary to fit `max` characters, an ellipsis marking the cut. */
export function shortenQuote(quote: string, max = SHARED_QUOTE_MAX_CHARS): string {
  if (quote.length <= max) return quote;
  const room = quote.slice(0, max);
  const boundary = room.search(/\s\S*$/);
  const cut = boundary > max / 2 ? room.slice(0, boundary) : room.slice(0, max - 1);
  // Trailing spaces and punctuation go before the ellipsis (a loop: a regex here backtracks).
  let end = cut.length;
  while (end > 0 && ' \t\n,;:.'.includes(cut.charAt(end - 1))) end -= 1;
  return `${cut.slice(0, end)}…`;
}

/** The quotes as a link carries them: the first cited sentences, each quote shortened. */
export function quotesForSharing(quotes: CitationQuotes): CitationQuotes {
  return {
    sentences: quotes.sentences.slice(0, SHARED_QUOTED_SENTENCES_MAX).map((sentence) => ({
      key: sentence.key,
      citations: sentence.citations.map(({ n, quote }) => ({
        n,
        quote: quote === null ? null : shortenQuote(quote),
      })),
    })),
  };
}

/**
 * SPEC.md section 5: sharing needs a user and an assistant message, and shares the first of each.
 * Undefined when the conversation cannot be shared.
 */
export function buildSharePayload(
  messages: readonly ConversationMessage[],
  generatedAt: Date,
  /** The references of the shared (first) answer, when the app still has them. */
  answerReferences?: readonly Reference[],
  /** The language the shared answer is written in, when the app knows it. */
  answerLanguage?: Language,
  /** The quotes behind the shared answer's citations, when they arrived. */
  answerQuotes?: CitationQuotes,
): SharePayload | undefined {
  const user = messages.find((message) => message.type === 'user');
  const assistant = messages.find((message) => message.type === 'assistant');
  if (!user || !assistant) return undefined;
  const strip = ({ type, content, timestamp, searchType, medicalKnowledgeLevel }: SharedMessage) =>
    ({ type, content, timestamp, searchType, medicalKnowledgeLevel }) satisfies SharedMessage;
  const references = answerReferences?.slice(0, SHARED_REFERENCES_MAX);
  return {
    generatedAt: generatedAt.toISOString(),
    messages: [
      strip(user),
      {
        ...strip(assistant),
        ...(references?.length ? { references: [...references] } : {}),
        ...(answerLanguage ? { language: answerLanguage } : {}),
        ...(answerQuotes?.sentences.length ? { quotes: quotesForSharing(answerQuotes) } : {}),
      },
    ],
  };
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64 of the payload's UTF-8 JSON, so every script (Arabic, Hindi, emoji...) survives. */
export function encodeSharePayload(payload: SharePayload): string {
  return bytesToBase64(new TextEncoder().encode(JSON.stringify(payload)));
}

function base64ToUtf8(data: string): string {
  // Query strings turn '+' into a space, and some links use the URL-safe alphabet.
  const normalised = data.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(normalised);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The three readings of SPEC.md section 5, tried in order: base64 of UTF-8 JSON (what this app
 * writes); the same after one more percent-decoding (a link encoded twice by a mail or chat app);
 * and plain JSON (a link written by hand or by a tool that skipped base64).
 */
const DECODERS: readonly ((data: string) => string)[] = [
  base64ToUtf8,
  (data) => base64ToUtf8(decodeURIComponent(data)),
  (data) => data,
];

export type ShareDecodeResult =
  | { ok: true; payload: SharePayload }
  | { ok: false; error: typeof SHARE_NO_DATA_TEXT | typeof SHARE_INVALID_DATA_TEXT };

export function decodeSharePayload(data: string | null | undefined): ShareDecodeResult {
  if (data == null || data.trim() === '') return { ok: false, error: SHARE_NO_DATA_TEXT };
  for (const decode of DECODERS) {
    try {
      const parsed = sharePayloadSchema.safeParse(JSON.parse(decode(data)));
      if (parsed.success) return { ok: true, payload: parsed.data };
    } catch {
      // Not this encoding; try the next.
    }
  }
  return { ok: false, error: SHARE_INVALID_DATA_TEXT };
}

/**
 * The conversation as plain text, for Copy as Text and Download Conversation. The caller passes
 * the disclaimer in the answer's language; SPEC.md's English text by default.
 */
export function shareAsText(
  payload: SharePayload,
  assistantName: string,
  disclaimer: string = MEDICAL_DISCLAIMER,
): string {
  const lines = [`Medical conversation (${payload.generatedAt})`, ''];
  for (const message of payload.messages) {
    const who = message.type === 'user' ? 'You' : assistantName;
    lines.push(
      `${who} (${message.timestamp}, ${message.searchType}, ${message.medicalKnowledgeLevel}):`,
    );
    lines.push(message.content, '');
  }
  lines.push(disclaimer);
  return lines.join('\n');
}
