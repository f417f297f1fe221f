import { z } from 'zod';

/** A quote is a sentence or two of the source; longer text is cut to this at a word boundary. */
export const QUOTE_MAX_CHARS = 400;
/** More cited sentences than an answer of the longest allowed length can hold. */
const QUOTED_SENTENCES_MAX = 300;
/** As many citations as one marker may carry (remark-citations' MAX_NUMBERS_PER_MARKER). */
const CITATIONS_PER_SENTENCE_MAX = 20;

/** What source n says behind one citation of one sentence. */
export const citationSupportSchema = z.object({
  n: z.number().int().positive(),
  /**
   * Words of source n, verbatim (whitespace collapsed), that support the sentence; null when
   * none was found, which the answer marks as "not found in source n".
   */
  quote: z.string().min(1).max(QUOTE_MAX_CHARS).nullable(),
});
export type CitationSupport = z.infer<typeof citationSupportSchema>;

/** One sentence of the answer that cites sources, with what each cited source says. */
export const quotedSentenceSchema = z.object({
  /**
   * `sentenceKey()` of the sentence (src/shared/citations): server and client compute it from the
   * same markdown with the same code, so the client finds the sentence without its text.
   */
  key: z.string().regex(/^[0-9a-z]{1,8}$/),
  citations: z.array(citationSupportSchema).min(1).max(CITATIONS_PER_SENTENCE_MAX),
});
export type QuotedSentence = z.infer<typeof quotedSentenceSchema>;

export const citationQuotesSchema = z.object({
  sentences: z.array(quotedSentenceSchema).max(QUOTED_SENTENCES_MAX),
});
export type CitationQuotes = z.infer<typeof citationQuotesSchema>;
