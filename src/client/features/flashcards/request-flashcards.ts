import {
  flashcardSetSchema,
  type FlashcardSet,
  type FlashcardsRequest,
} from '../../../contract/index.ts';
import { fetchJson } from '../../lib/fetch-json.ts';
import { redactOutgoingText } from '../../lib/redact-outgoing.ts';

export async function requestFlashcards(request: FlashcardsRequest): Promise<FlashcardSet> {
  return fetchJson(
    '/api/flashcards',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The topic and the answer leave without identifiers (the server redacts again).
      body: JSON.stringify({
        ...request,
        topic: await redactOutgoingText(request.topic),
        content: await redactOutgoingText(request.content),
      }),
    },
    flashcardSetSchema,
    { failureText: (status) => `API request failed with status ${status}` },
  );
}
