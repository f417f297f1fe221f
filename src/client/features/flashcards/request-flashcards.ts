import {
  flashcardSetSchema,
  type FlashcardSet,
  type FlashcardsRequest,
} from '../../../contract/index.ts';

export async function requestFlashcards(request: FlashcardsRequest): Promise<FlashcardSet> {
  const response = await fetch('/api/flashcards', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`API request failed with status ${response.status}`);
  return flashcardSetSchema.parse(await response.json());
}
