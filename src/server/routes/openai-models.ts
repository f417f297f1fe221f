import type { FastifyInstance } from 'fastify';
import { allowedModels, unknownModel } from '../proxy/resolve-model.ts';
import { ProxyRefusal, proxyErrorHandler } from '../proxy/openai-error.ts';

/** OpenAI's model object; `created` is when this server started, its models have no other date. */
interface ModelObject {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
}

/**
 * `GET /api/openai/models` and `/api/openai/models/:model`, as OpenAI's clients list and look up
 * models: the names the chat proxy accepts (the configured models and the role aliases).
 */
export async function registerOpenAiModelsRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const created = Math.floor(Date.now() / 1000);
  const models = (): ModelObject[] => {
    if (!config.llm) {
      throw new ProxyRefusal(503, 'No language model is configured on this server.', {
        type: 'unavailable',
        code: 'model_unavailable',
      });
    }
    return [...allowedModels(config.llm, false).keys()].map((id) => ({
      id,
      object: 'model',
      created,
      owned_by: 'nova-health',
    }));
  };
  await app.register(async (scope) => {
    scope.setErrorHandler(proxyErrorHandler);
    scope.get('/openai/models', async () => ({ object: 'list' as const, data: models() }));
    scope.get<{ Params: { model: string } }>('/openai/models/:model', async (request) => {
      const found = models().find((model) => model.id === request.params.model);
      if (!found) throw unknownModel(request.params.model);
      return found;
    });
  });
}
