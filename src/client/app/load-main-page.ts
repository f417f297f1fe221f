import type { LoaderFunctionArgs } from 'react-router';
import { takePreloadedConversation } from '../lib/preloaded-conversation.ts';
import { loadClientConfig } from './load-client-config.ts';

/**
 * Route loader for '/': the server's config, plus a conversation continued from a shared link.
 * The loader runs once per visit, so the stored conversation is taken (and removed) exactly once.
 */
export async function loadMainPage(args: LoaderFunctionArgs) {
  const [config, preloaded] = await Promise.all([
    loadClientConfig(args),
    takePreloadedConversation(),
  ]);
  return { ...config, preloadedConversation: preloaded ?? [] };
}
