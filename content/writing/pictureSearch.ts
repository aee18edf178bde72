import index from './pictures.json';

export interface PictureHit {
  id: string;
  name: string;
  keywords: string[];
}

interface IndexedPicture {
  hit: PictureHit;
  nameWords: string[];
  keywordWords: string[];
}

export const DEFAULT_PICTURE_LIMIT = 12;

/** "cats" → "cat", "foxes" → "fox", "berries" → "berry", "leaves" → "leaf"; short words stay. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function tokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map(singular);
}

/** Indexed on the first search, not at start-up. */
let indexed: IndexedPicture[] | null = null;

function indexedPictures(): IndexedPicture[] {
  indexed ??= (index.pictures as PictureHit[]).map((hit) => ({
    hit,
    nameWords: tokens(hit.name),
    keywordWords: [...new Set(hit.keywords.flatMap(tokens))],
  }));
  return indexed;
}

/** How well one query word matches a picture: whole words beat prefixes, names beat keywords. */
function wordScore(word: string, picture: IndexedPicture): number {
  if (picture.nameWords.includes(word)) return 10;
  if (picture.keywordWords.includes(word)) return 6;
  if (word.length >= 4) {
    if (picture.nameWords.some((w) => w.startsWith(word))) return 4;
    if (picture.keywordWords.some((w) => w.startsWith(word))) return 2;
  }
  return 0;
}

/**
 * Child-friendly pictures whose name or keywords match the query, best first. Every query
 * word must match ("red car"); plural and singular are the same ("cats" finds cat).
 */
export function searchPictures(query: string, limit = DEFAULT_PICTURE_LIMIT): PictureHit[] {
  const words = [...new Set(tokens(query))];
  if (words.length === 0 || limit <= 0) return [];
  const phrase = words.join(' ');
  const scored: { picture: IndexedPicture; score: number }[] = [];
  for (const picture of indexedPictures()) {
    let score = 0;
    for (const word of words) {
      const s = wordScore(word, picture);
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    if (score === 0) continue;
    const name = picture.nameWords.join(' ');
    if (name === phrase) score += 20;
    score -= picture.nameWords.length * 0.5;
    scored.push({ picture, score });
  }
  scored.sort((a, b) => b.score - a.score || a.picture.hit.name.length - b.picture.hit.name.length || a.picture.hit.id.localeCompare(b.picture.hit.id));
  return scored.slice(0, limit).map(({ picture }) => picture.hit);
}
