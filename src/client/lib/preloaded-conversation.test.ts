// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PRELOADED_CONVERSATION_KEY,
  storePreloadedConversation,
  takePreloadedConversation,
} from './preloaded-conversation.ts';

const message = {
  id: 'm1',
  type: 'user' as const,
  content: 'What is asthma?',
  timestamp: '2026-01-01T00:00:00.000Z',
  searchType: 'health-info' as const,
  medicalKnowledgeLevel: 'no-medical-experience' as const,
};

describe('preloaded conversation', () => {
  beforeEach(() => localStorage.clear());

  it('is read once and then removed', async () => {
    storePreloadedConversation([message]);
    expect(await takePreloadedConversation()).toEqual([message]);
    expect(localStorage.getItem(PRELOADED_CONVERSATION_KEY)).toBeNull();
    expect(await takePreloadedConversation()).toBeUndefined();
  });

  it('drops stored data that does not match the message schema, and removes it', async () => {
    localStorage.setItem(PRELOADED_CONVERSATION_KEY, JSON.stringify([{ type: 'hacker' }]));
    expect(await takePreloadedConversation()).toBeUndefined();
    expect(localStorage.getItem(PRELOADED_CONVERSATION_KEY)).toBeNull();
  });
});
