import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../../contract/constants';
import { BADGE_IDS, BADGE_RARITIES, LEARNABLE_LANGUAGES } from '../../../contract/languagesConstants';

const here = path.dirname(new URL(import.meta.url).pathname);
const read = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(here, '../../locales', language, 'languages.json'), 'utf8')) as Record<string, unknown>;
const lookup = (data: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), data);

describe('Learn Languages translations', () => {
  const sources = fs.readdirSync(here).filter((file) => file.endsWith('.tsx'));
  const used = new Set<string>();
  for (const file of sources) {
    const text = fs.readFileSync(path.join(here, file), 'utf8');
    for (const match of text.matchAll(/\bt\('([A-Za-z0-9_.]+)'/g)) used.add(match[1] as string);
  }
  const dynamic = [
    ...LEARNABLE_LANGUAGES.map((language) => `learnable.${language}.name`),
    ...BADGE_IDS.flatMap((id) => [`badges.${id}.name`, `badges.${id}.description`]),
    ...BADGE_RARITIES.map((rarity) => `rarity.${rarity}`),
    ...['totalPoints', 'streak', 'words', 'conversations'].map((key) => `rewards.${key}`),
  ];

  it('finds the keys the screens use', () => {
    expect(used.size).toBeGreaterThan(60);
  });

  it.each([...UI_LANGUAGES])('has every key the screens use in %s', (language) => {
    const data = read(language);
    const missing = [...used, ...dynamic].filter((key) => typeof lookup(data, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
