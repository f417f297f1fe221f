import { labExtractionSchema, type LabExtraction } from '../../../contract/index.ts';
import { LAB_TEXTS } from './lab-texts.ts';

/** An extraction reply the app cannot use; the message is SPEC.md's text for the case. */
export class LabExtractionError extends Error {
  override readonly name = 'LabExtractionError';
}

/**
 * The first balanced {...} in the reply, skipping braces inside strings, so prose or a code fence
 * around the object (or a second object after it) does not spoil it. Null when there is none.
 */
export function firstJsonObject(reply: string): string | null {
  const start = reply.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < reply.length; i += 1) {
    const char = reply[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return reply.slice(start, i + 1);
    }
  }
  // Unbalanced (cut off): hand the rest to the parser, which will say it is not JSON.
  return reply.slice(start);
}

/** Reads the vision model's reply into a validated Lab extraction (SPEC.md section 5's rule). */
export function readLabExtraction(reply: string): LabExtraction {
  if (reply.trim() === '') throw new LabExtractionError(LAB_TEXTS.extractionEmpty);
  const json = firstJsonObject(reply);
  if (json === null) throw new LabExtractionError(LAB_TEXTS.extractionNoJson);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new LabExtractionError(LAB_TEXTS.extractionInvalid);
  }
  const result = labExtractionSchema.safeParse(parsed);
  if (!result.success) throw new LabExtractionError(LAB_TEXTS.extractionInvalid);
  return result.data;
}
