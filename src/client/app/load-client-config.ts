import type { ClientConfig } from '../../contract/index.ts';
import { DEFAULT_CLIENT_CONFIG, fetchClientConfig } from '../lib/api-client.ts';

/** Past this the page renders with defaults rather than keep a visitor waiting on a blank screen. */
const CONFIG_TIMEOUT_MS = 3000;

/** A page's loader: what this server offers. Never fails; defaults stand in. */
export async function loadClientConfig(): Promise<ClientConfig> {
  try {
    return await fetchClientConfig(AbortSignal.timeout(CONFIG_TIMEOUT_MS));
  } catch {
    return DEFAULT_CLIENT_CONFIG;
  }
}
