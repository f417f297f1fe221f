import { takePreloadedConversation } from '../lib/preloaded-conversation.ts';
import { loadClientConfig } from './load-client-config.ts';

/**
 * Loader for '/': the server's config, plus a conversation continued from a shared link.
 * It runs once per visit, so the stored conversation is taken (and removed) exactly once.
 */
export async function loadMainPage() {
  const [config, preloaded] = await Promise.all([loadClientConfig(), takePreloadedConversation()]);
  return { ...config, preloadedConversation: preloaded ?? [] };
}
