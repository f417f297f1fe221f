import {
  flashcardSetSchema,
  type FlashcardSet,
  type FlashcardsRequest,
} from '../../../contract/index.ts';
import { redactOutgoingText } from '../../lib/redact-outgoing.ts';

export async function requestFlashcards(request: FlashcardsRequest): Promise<FlashcardSet> {
  const response = await fetch('/api/flashcards', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The topic and the answer leave without identifiers (the server redacts again).
    body: JSON.stringify({
      ...request,
      topic: await redactOutgoingText(request.topic),
      content: await redactOutgoingText(request.content),
    }),
  });
  if (!response.ok) throw new Error(`API request failed with status ${response.status}`);
  return flashcardSetSchema.parse(await response.json());
}
