import { LIMITS } from '../../../../contract/index.ts';

const NUMBERED = /^\s*\d/;
// Bullets are not numbers, so they are kept but their marker is dropped.
const BULLET = /^\s*[-*•]\s+/;

/**
 * SPEC.md section 5: lines that begin with a number are dropped (models number them despite the
 * prompt, and a numbered line is usually a heading or a list echo), at most 3 non-empty lines kept.
 */
export function parseFollowUpQuestions(reply: string): string[] {
  return (
    reply
      .split(/\r?\n/)
      // The marker goes first: a bulleted line that begins with a number ("- 1. ...") is dropped too.
      .map((line) => line.replace(BULLET, '').trim())
      .filter((line) => line !== '' && !NUMBERED.test(line))
      .slice(0, LIMITS.followUpQuestions)
  );
}
