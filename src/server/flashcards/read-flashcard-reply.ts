import { z } from 'zod';
import { DIFFICULTIES, FLASHCARDS, flashcardSchema, type Flashcard } from '../../contract/index.ts';

/** What the model is asked for (structured output). Counts are checked after, card by card. */
export const generatedCardsSchema = z.object({
  flashcards: z.array(
    z.object({
      question: z.string(),
      options: z.array(z.string()),
      correctAnswer: z.string(),
      explanation: z.string(),
      difficulty: z.enum(DIFFICULTIES),
      topic: z.string(),
    }),
  ),
});

/** SPEC.md section 8's internal causes of a failed generation (logged, never shown). */
export type FlashcardFailure =
  | 'API request failed with status'
  | 'No content received from API'
  | 'Parsed content is not an array'
  | 'Failed to parse flashcard data';

export type ReadOutcome =
  | { ok: true; cards: Flashcard[]; dropped: number }
  | { ok: false; cause: FlashcardFailure; detail: string };

/**
 * The text between the first code fence (after its 'json' tag and the spaces that follow) and the
 * next fence; the whole text when there is no such pair. What
 * /^[\s\S]*?```(?:json)?\s*\n?([\s\S]*?)```[\s\S]*$/i replaced with '$1', found with two
 * searches: that expression rescanned the rest of the text once per space after an unclosed fence.
 */
function insideFence(text: string): string {
  const open = text.indexOf('```');
  if (open < 0) return text;
  let start = open + 3;
  if (text.slice(start, start + 4).toLowerCase() === 'json') start += 4;
  while (start < text.length && /\s/.test(text.charAt(start))) start += 1;
  const close = text.indexOf('```', start);
  return close < 0 ? text : text.slice(start, close);
}

/**
 * A reply's text as JSON: code fences and prose around the object are tolerated (some compatible
 * servers add them despite structured output); a cut-off reply is not repaired.
 */
export function parseReplyText(text: string): unknown {
  const unfenced = insideFence(text).trim();
  const start = unfenced.search(/[[{]/);
  if (start < 0) throw new SyntaxError('no JSON value in the reply');
  return JSON.parse(unfenced.slice(start)) as unknown;
}

const letterPrefix = /^\s*(?:\(?[A-Da-d][).:]\s+)/;

/**
 * The valid cards of a reply, with ids, easiest first; invalid cards (wrong option count, an answer
 * that is no option) are dropped. Too few valid cards is a failure, so the caller retries.
 */
export function readFlashcards(reply: unknown, idPrefix: string): ReadOutcome {
  const list = Array.isArray(reply)
    ? reply
    : typeof reply === 'object' && reply !== null && 'flashcards' in reply
      ? (reply as { flashcards: unknown }).flashcards
      : undefined;
  if (!Array.isArray(list)) {
    return { ok: false, cause: 'Parsed content is not an array', detail: typeof list };
  }
  const cards: Flashcard[] = [];
  for (const [index, raw] of list.slice(0, FLASHCARDS.count * 2).entries()) {
    const candidate =
      typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    // Models sometimes letter their options ("A. Aspirin"); the letters are ours to add.
    const options = Array.isArray(candidate.options)
      ? candidate.options.map((option) =>
          typeof option === 'string' ? option.replace(letterPrefix, '').trim() : option,
        )
      : candidate.options;
    const correct =
      typeof candidate.correctAnswer === 'string'
        ? candidate.correctAnswer.replace(letterPrefix, '').trim()
        : candidate.correctAnswer;
    const parsed = flashcardSchema.safeParse({
      ...candidate,
      options,
      correctAnswer: correct,
      id: `${idPrefix}-${index + 1}`,
    });
    if (parsed.success) cards.push(parsed.data);
  }
  if (cards.length < FLASHCARDS.minValid) {
    return {
      ok: false,
      cause: 'Failed to parse flashcard data',
      detail: `${cards.length} valid of ${list.length}`,
    };
  }
  const order = (card: Flashcard) => DIFFICULTIES.indexOf(card.difficulty);
  const kept = cards.toSorted((a, b) => order(a) - order(b)).slice(0, FLASHCARDS.count);
  return { ok: true, cards: kept, dropped: list.length - cards.length };
}
