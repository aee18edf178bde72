import { describe, expect, it } from 'vitest';
import index from './pictures.json';
import { searchPictures, singular } from './pictureSearch';

const names = (query: string, limit?: number) => searchPictures(query, limit).map((p) => p.name);

describe('searchPictures', () => {
  it('finds pictures by name, best first', () => {
    expect(names('cat')[0]).toBe('cat');
    expect(names('elephant')[0]).toBe('elephant');
    expect(names('unicorn')[0]).toBe('unicorn');
    expect(names('dragon')).toContain('dragon');
  });

  it('treats plural and singular alike', () => {
    expect(names('cats')[0]).toBe('cat');
    expect(names('butterflies')).toContain('butterfly');
    expect(names('foxes')).toContain('fox');
    expect(singular('leaves')).toBe('leaf');
  });

  it('finds pictures by keyword', () => {
    expect(names('car')[0]).toBe('red car');
    expect(names('automobile')).toContain('red car');
    expect(names('red car')[0]).toBe('red car');
    expect(names('rain')[0]).toBe('cloud with rain');
    expect(names('puppy')).toContain('dog face');
  });

  it('needs every word of a multi-word query to match', () => {
    const hits = searchPictures('red car');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(`${hit.name} ${hit.keywords.join(' ')}`).toMatch(/car|automobile/);
    expect(names('ice cream')[0]).toBe('ice cream');
  });

  it('returns nothing for a blank query and honours the limit', () => {
    expect(searchPictures('')).toEqual([]);
    expect(searchPictures('   ')).toEqual([]);
    expect(searchPictures('!!!')).toEqual([]);
    expect(searchPictures('animal')).toHaveLength(12);
    expect(searchPictures('animal', 3)).toHaveLength(3);
  });

  it('finds nothing unfit for a young child', () => {
    for (const query of ['gun', 'skull', 'knife', 'beer', 'wine', 'cigarette', 'devil', 'poo', 'ghost', 'zombie', 'vampire', 'kiss', 'syringe', 'flag', 'bomb', 'sexy', 'church', 'middle finger']) {
      for (const hit of searchPictures(query, 50)) {
        expect(` ${hit.name} ${hit.keywords.join(' ')} `, query).not.toContain(` ${query} `);
      }
    }
  });
});

describe('pictures.json', () => {
  const pictures = index.pictures;
  it('is a sizeable index with unique codepoint ids', () => {
    expect(pictures.length).toBeGreaterThan(800);
    expect(new Set(pictures.map((p) => p.id)).size).toBe(pictures.length);
    for (const p of pictures) {
      expect(p.id).toMatch(/^[0-9A-F]{2,6}(-[0-9A-F]{2,6})*$/);
      expect(p.name.length).toBeGreaterThan(0);
    }
  });

  it('keeps no skin-tone variants, flags or excluded things', () => {
    for (const p of pictures) {
      expect(p.id).not.toMatch(/1F3F[B-F]/);
      expect(p.id).not.toMatch(/^1F1E[6-9A-F]|^1F1F/);
      expect(p.name).not.toMatch(/\b(skull|beer|wine|gun|pistol|knife|dagger|cigarette|syringe|devil|ogre|ghost|zombie|vampire|kiss|poo|flag)\b/);
    }
  });
});
