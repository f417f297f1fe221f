import { readFileSync } from 'node:fs';

/** One interface language's messages, as the app ships them (src/client/locales). */
export type Catalog = Record<string, unknown>;

export function catalog(code: string): Catalog {
  return JSON.parse(
    readFileSync(new URL(`../../src/client/locales/${code}.json`, import.meta.url), 'utf8'),
  ) as Catalog;
}

/** The message at a dotted path ('form.submit'); a missing one fails the test that asked. */
export function text(messages: Catalog, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Catalog | undefined)?.[key], messages);
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
}
