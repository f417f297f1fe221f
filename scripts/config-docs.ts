// Writes README.md's configuration table and .env.example from src/server/config/settings.ts,
// so the docs cannot drift from what the server reads. render-docs.test.ts fails until it is run.
import { readFileSync, writeFileSync } from 'node:fs';
import { renderEnvExample, withConfigTable } from '../src/server/config/render-docs.ts';

const readmeUrl = new URL('../README.md', import.meta.url);
writeFileSync(readmeUrl, withConfigTable(readFileSync(readmeUrl, 'utf8')));
writeFileSync(new URL('../.env.example', import.meta.url), renderEnvExample());
console.warn('Wrote README.md (configuration table) and .env.example');
