import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);

const shutdown = async (signal: string): Promise<void> => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      mode: config.llm ? 'model' : 'evidence-only',
      webSearch: config.firecrawl.apiKey !== undefined,
    },
    config.llm
      ? 'Nova Health is ready'
      : 'Nova Health is ready in evidence-only mode (no OPENAI_API_KEY or OPENAI_BASE_URL set)',
  );
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
