import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../lib/i18n-languages.ts';

// Catalogs are read from disk so that a file nobody imports yet is still checked.
const directory = new URL('./', import.meta.url);
const catalogFiles = readdirSync(directory).filter((name) => name.endsWith('.json'));

function load(code: string): unknown {
  return JSON.parse(readFileSync(new URL(`${code}.json`, directory), 'utf8'));
}

/** Every leaf as 'a.b.c' (array items by index) with its text. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
  return into;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function variables(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...text.matchAll(/\{\{\s*([\w.]+)(?:[^\w.}][^}]*)?\}\}/g)]
    .map((match) => match[1] ?? '')
    .sort();
}

/**
 * What a catalog in `code` must contain: English's keys, with each English plural (key_one,
 * key_other) replaced by the forms that language's plural rules use.
 */
function expectedKeys(english: Map<string, unknown>, code: string): Map<string, string> {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const key of english.keys()) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) {
      expected.set(key, key);
      continue;
    }
    const base = key.slice(0, plural.index);
    for (const category of categories) expected.set(`${base}_${category}`, `${base}_other`);
  }
  return expected;
}

const english = flatten(load('en'));
const others = catalogFiles.map((name) => name.replace(/\.json$/, '')).filter((c) => c !== 'en');

describe('interface catalogs', () => {
  it('exist for every interface language', () => {
    const missing = INTERFACE_LANGUAGES.filter((code) => !catalogFiles.includes(`${code}.json`));
    expect(missing).toEqual([]);
  });

  it('are only for interface languages', () => {
    expect(others.filter((code) => !INTERFACE_LANGUAGES.includes(code as never))).toEqual([]);
  });

  describe.each(others)('%s', (code) => {
    const catalog = flatten(load(code));
    const expected = expectedKeys(english, code);

    it('has every key English has, with the plural forms the language needs', () => {
      expect([...expected.keys()].filter((key) => !catalog.has(key))).toEqual([]);
    });

    it('has no key English lacks', () => {
      expect([...catalog.keys()].filter((key) => !expected.has(key))).toEqual([]);
    });

    it('translates every key to a non-empty text', () => {
      const empty = [...catalog].filter(
        ([, text]) => typeof text !== 'string' || text.trim() === '',
      );
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it('keeps every interpolation variable and invents none', () => {
      const wrong: string[] = [];
      for (const [key, englishKey] of expected) {
        if (!catalog.has(key)) continue;
        const want = variables(english.get(englishKey));
        const got = variables(catalog.get(key));
        // A singular-like form may spell the number out ("un essai"), so only it may drop count.
        const mayDropCount = /_(zero|one|two)$/.test(key);
        const required = mayDropCount ? want.filter((name) => name !== 'count') : want;
        const missing = required.filter((name) => !got.includes(name));
        const invented = got.filter((name) => !want.includes(name));
        if (missing.length || invented.length) {
          wrong.push(`${key}: missing [${missing.join()}] invented [${invented.join()}]`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
