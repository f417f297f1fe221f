import type { FastifyInstance } from 'fastify';
import { BudgetExceededError, type ModelBudget } from './state/daily-budget.ts';
import { runForClient } from './client-context.ts';

/** Routes whose work calls the model; refused up front once the client's day budget is spent. */
const MODEL_ROUTES = new Set(['/api/search', '/api/clinical-trials/fit', '/api/flashcards']);
/** Charges its own budget (chargeWithin) once the request is read; it needs the shared count too. */
const CHAT_PROXY_ROUTE = '/api/openai/chat/completions';

/**
 * Hooks every /api route shares: the client key travels with the request's async work (fair
 * upstream queues, the model budget), no API reply is ever stored by a cache (they carry health
 * questions and answers), and a client over its model budget is told so before work starts.
 */
export function registerApiHooks(
  api: FastifyInstance,
  options: { budget: ModelBudget; modelConfigured: boolean },
): void {
  // Before validation, as when bodies were parsed in handlers: a client over its budget hears so
  // whatever it sent.
  api.addHook('preValidation', (request, reply, done) => {
    const route = request.routeOptions.url ?? '';
    if (!options.modelConfigured || !(MODEL_ROUTES.has(route) || route === CHAT_PROXY_ROUTE)) {
      runForClient(request.ip, done);
      return;
    }
    // With several instances, first learn what the others have charged this client today.
    void options.budget.refresh(request.ip).then(() => {
      if (MODEL_ROUTES.has(route)) {
        try {
          options.budget.assertAvailable(request.ip);
        } catch (error) {
          if (!(error instanceof BudgetExceededError)) {
            done(error as Error);
            return;
          }
          void reply
            .code(429)
            .header('retry-after', String(error.retryAfterSeconds))
            .send({ error: error.message });
          return;
        }
      }
      runForClient(request.ip, done);
    });
  });

  api.addHook('onSend', async (_request, reply, payload) => {
    const current = String(reply.getHeader('cache-control') ?? '');
    if (!current.startsWith('no-store')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
