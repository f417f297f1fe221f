/**
 * SPEC.md section 3 "Local identifiers": an anonymous user id kept in this browser and a session
 * id per page load, both for tagging traces. Neither identifies a person.
 */
export const USER_ID_KEY = 'nova-health:user-id';

const USER_ID = /^user_[a-z0-9]+_[a-z0-9]+$/;

const timePart = (now: number): string => now.toString(36);
const randomPart = (): string => crypto.randomUUID().replace(/-/g, '').slice(0, 12);

export const createUserId = (now = Date.now()): string => `user_${timePart(now)}_${randomPart()}`;
export const createSessionId = (now = Date.now()): string =>
  `session_${timePart(now)}_${randomPart()}`;

/** The stored user id, created on first use; a fresh one each time if storage is unavailable. */
export function getUserId(): string {
  try {
    const stored = globalThis.localStorage?.getItem(USER_ID_KEY);
    if (stored && USER_ID.test(stored)) return stored;
    const created = createUserId();
    globalThis.localStorage?.setItem(USER_ID_KEY, created);
    return created;
  } catch {
    return createUserId();
  }
}

let sessionId: string | undefined;

/** One id per page load. */
export function getSessionId(): string {
  sessionId ??= createSessionId();
  return sessionId;
}
