// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createSessionId,
  createUserId,
  getSessionId,
  getUserId,
  USER_ID_KEY,
} from './local-identifiers.ts';

describe('local identifiers', () => {
  beforeEach(() => localStorage.clear());

  it("builds ids from 'user_' or 'session_', a time part and a random part", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(createUserId(now)).toMatch(new RegExp(`^user_${now.toString(36)}_[0-9a-f]{12}$`));
    expect(createSessionId(now)).toMatch(new RegExp(`^session_${now.toString(36)}_[0-9a-f]{12}$`));
    expect(createUserId(now)).not.toBe(createUserId(now));
  });

  it('keeps the user id in local storage and reuses it', () => {
    const first = getUserId();
    expect(localStorage.getItem(USER_ID_KEY)).toBe(first);
    expect(getUserId()).toBe(first);
  });

  it('replaces a stored value that is not a user id', () => {
    localStorage.setItem(USER_ID_KEY, '<script>');
    expect(getUserId()).toMatch(/^user_/);
  });

  it('keeps one session id per page load', () => {
    expect(getSessionId()).toMatch(/^session_/);
    expect(getSessionId()).toBe(getSessionId());
  });
});
