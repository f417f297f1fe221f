import { createInProcessState } from './in-process-state.ts';
import { createRedisState } from './redis-state.ts';
import type { SharedState } from './shared-state.ts';

export type { SharedState } from './shared-state.ts';
export { createInProcessState, IN_PROCESS_STATE } from './in-process-state.ts';
export { createRedisState } from './redis-state.ts';

/** Redis-backed state when REDIS_URL is set, else everything in this process. */
export function createSharedState(redisUrl: string | undefined): SharedState {
  return redisUrl ? createRedisState(redisUrl) : createInProcessState();
}
