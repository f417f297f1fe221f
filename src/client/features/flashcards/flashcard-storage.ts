import { flashcardSetSchema, type FlashcardSet, type UsmleStep } from '../../../contract/index.ts';

const PREFIX = 'nova.flashcards.';

/** One set per topic and step for the browser session (SPEC.md section 4). */
export const storageKey = (topic: string, step: UsmleStep): string =>
  `${PREFIX}${step}.${topic.trim().toLowerCase().replace(/\s+/g, ' ')}`;

export function loadFlashcardSet(topic: string, step: UsmleStep): FlashcardSet | null {
  try {
    const raw = sessionStorage.getItem(storageKey(topic, step));
    if (!raw) return null;
    const parsed = flashcardSetSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveFlashcardSet(set: FlashcardSet): void {
  try {
    sessionStorage.setItem(storageKey(set.topic, set.usmleStep), JSON.stringify(set));
  } catch {
    // Storage full or blocked: the set still works for this visit.
  }
}
