import type { Config } from '../config.ts';
import { ProxyRefusal } from './openai-error.ts';

type LlmConfig = NonNullable<Config['llm']>;

/**
 * The closed allow-list: a Map from the names a client may send to the model actually used, so
 * no inherited property ('__proto__', 'constructor', 'toString') can ever resolve. SPEC.md's
 * clients send 'gpt-4o', 'gpt-4o-mini' or 'default'; these role aliases are mapped first, so a
 * deployment on another provider (Ollama) answers them with its own models. A request with an
 * image goes to the vision model whichever alias it names.
 */
export function allowedModels(llm: LlmConfig, withImage: boolean): ReadonlyMap<string, string> {
  const answer = withImage ? llm.models.vision : llm.models.answer;
  const fast = withImage ? llm.models.vision : llm.models.fast;
  const models = new Map<string, string>([
    [llm.models.answer, withImage ? llm.models.vision : llm.models.answer],
    [llm.models.fast, withImage ? llm.models.vision : llm.models.fast],
    [llm.models.vision, llm.models.vision],
  ]);
  // Aliases last: they win over a configured name that happens to equal one of them.
  models.set('gpt-4o', answer);
  models.set('gpt-4o-mini', fast);
  models.set('default', answer);
  return models;
}

/** OpenAI's answer to a model it does not serve: 404 `model_not_found`, naming the model. */
export function unknownModel(requested: string): ProxyRefusal {
  return new ProxyRefusal(
    404,
    `The model \`${requested.slice(0, 100)}\` does not exist or you do not have access to it.`,
    { code: 'model_not_found', param: 'model' },
  );
}

export function resolveModel(requested: string, llm: LlmConfig, withImage = false): string {
  const model = allowedModels(llm, withImage).get(requested);
  if (model === undefined) throw unknownModel(requested);
  return model;
}
