import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'ja', 'zh'];
const root = path.dirname(new URL(import.meta.url).pathname);

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

/** Plural forms differ by language (ja/zh have only _other); compare on the base key. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('UI translations', () => {
  const namespaces = fs.readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));

  it('has every namespace in all seven languages', () => {
    for (const language of LANGUAGES) {
      expect(fs.readdirSync(path.join(root, language)).sort(), language).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)('%s has the same keys, all filled, in every language', (namespace) => {
    const read = (language: string) => JSON.parse(fs.readFileSync(path.join(root, language, namespace), 'utf8')) as unknown;
    const english = new Set(keys(read('en')).map(base));
    for (const language of LANGUAGES) {
      const data = read(language);
      const own = keys(data);
      expect(new Set(own.map(base)), `${language}/${namespace}`).toEqual(english);
      const empty = own.filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${language}/${namespace} empty values`).toEqual([]);
    }
  });
});
