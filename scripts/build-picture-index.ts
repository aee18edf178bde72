/**
 * Builds content/writing/pictures.json, the child-friendly picture index searched by the
 * writing pad's "Find Pictures", from the OpenMoji package (CC BY-SA 4.0).
 *
 *   node --import tsx scripts/build-picture-index.ts [path/to/openmoji]
 *
 * The path defaults to node_modules/openmoji. Only pictures whose colour SVG ships in the
 * package are kept, so the server can serve `color/svg/{id}.svg` for every id.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface OpenMojiEntry {
  hexcode: string;
  group: string;
  subgroups: string;
  annotation: string;
  tags: string;
  openmoji_tags: string;
  skintone: string;
}

export interface PictureEntry {
  id: string;
  name: string;
  keywords: string[];
}

/** Groups (and, for mixed groups, sub-groups) with pictures a 3-year-old may see. */
const ALLOWED: Record<string, readonly string[] | 'all'> = {
  'animals-nature': 'all',
  'food-drink': 'all',
  'travel-places': ['transport-ground', 'transport-air', 'transport-water', 'sky-weather', 'place-geographic', 'place-building', 'place-other', 'place-map', 'time', 'hotel'],
  activities: ['sport', 'game', 'event', 'arts-crafts', 'award-medal'],
  objects: ['musical-instrument', 'music', 'clothing', 'household', 'book-paper', 'writing', 'science', 'light-video', 'office', 'tool', 'computer', 'sound', 'mail', 'money', 'phone', 'other-object'],
  'smileys-emotion': ['face-smiling', 'face-affection', 'face-tongue', 'face-hand', 'face-neutral-skeptical', 'face-sleepy', 'face-hat', 'face-glasses', 'face-concerned', 'face-costume', 'cat-face', 'monkey-face', 'heart'],
  'people-body': ['person', 'person-role', 'person-fantasy', 'person-activity', 'person-sport', 'person-resting', 'family', 'person-gesture', 'hand-fingers-open', 'hand-fingers-partial', 'hand-fingers-closed', 'hand-single-finger', 'hands', 'body-parts', 'person-symbol'],
  symbols: ['geometric', 'alphanum', 'arrow', 'keycap', 'math', 'av-symbol', 'punctuation'],
  'extras-openmoji': ['animals-nature', 'food-drink', 'gardening'],
  'extras-unicode': ['food-drink'],
};

/** Words that rule a picture out when they appear in its name or keywords. */
const BLOCKED_WORDS = [
  // weapons and violence
  'gun', 'pistol', 'rifle', 'weapon', 'knife', 'dagger', 'sword', 'swords', 'bomb', 'grenade', 'axe', 'bow and arrow',
  'crossbow', 'fencing', 'bullet', 'war', 'kill', 'killing', 'murder', 'blood', 'bloody', 'fight', 'fighting', 'boxing',
  'wrestlers', 'wrestling', 'martial', 'ninja', 'handcuffs', 'guard',
  // alcohol, tobacco, drugs, medicine
  'beer', 'wine', 'cocktail', 'sake', 'whisky', 'whiskey', 'champagne', 'alcohol', 'drunk', 'liquor', 'booze',
  'tumbler', 'clinking', 'cigarette', 'cigar', 'smoking', 'tobacco', 'drug', 'drugs', 'pill', 'syringe', 'needle', 'vaccination',
  'injection', 'coffee',
  // death, horror and rude things
  'skull', 'crossbones', 'death', 'dead', 'coffin', 'funeral', 'headstone', 'grave', 'tomb', 'devil', 'demon', 'ogre',
  'goblin', 'troll', 'ghost', 'zombie', 'vampire', 'poo', 'poop', 'pile', 'middle finger', 'vomit', 'vomiting', 'nauseated',
  'exploding', 'scream', 'screaming', 'gambling', 'casino', 'slot', 'money with wings',
  // romance, bodies and bathing
  'kiss', 'kissing', 'lips', 'couple', 'romance', 'love letter', 'bikini', 'briefs', 'underwear', 'lingerie', 'bra', 'shorts',
  'breast', 'breast-feeding', 'pregnant', 'steamy', 'sauna', 'bath', 'bathtub', 'toilet', 'razor', 'condom', 'biting lip',
  'anatomical', 'tongue', 'lungs', 'bone',
  // religion, politics, flags
  'religion', 'religious', 'church', 'mosque', 'synagogue', 'temple', 'shrine', 'kaaba', 'pray', 'prayer', 'cross', 'latin cross',
  'menorah', 'star of david', 'om', 'dharma', 'yin', 'yang', 'veil', 'nazar', 'hamsa', 'placard', 'protest', 'flag',
  'ballot', 'vote', 'trump', 'president', 'police', 'prison', 'jail', 'money bag', 'poppy', 'wedding', 'bride', 'groom',
  'raised fist', 'military', 'love hotel', 'derelict', 'popping cork', 'smirking',
  'hunt', 'hunting', 'vermin', 'meat consumption', 'mask', 'sick', 'ill', 'injury', 'bandage', 'stethoscope', 'x-ray',
];

/** Slang and grown-up tags dropped from a kept picture's keywords. */
const DROPPED_KEYWORDS = new Set([
  'sexy', 'flirt', 'flirty', 'lust', 'making out', 'kisses', 'ass', 'died', 'slay', 'smh', 'wtf', 'omg', 'lol', 'lmao',
  'maggot', 'hinduism', 'dionysus', 'hell', 'damn', 'booty', 'seductive', 'hot stuff', 'disease', 'malaria', 'rawr',
]);

/** Plainer names for a few pictures a child will look for by another word (the old name becomes a keyword). */
const NAME_OVERRIDES: Record<string, string> = {
  '1F697': 'red car',
  '1F698': 'car coming towards you',
  '1F41E': 'ladybird',
  '1F41D': 'bee',
  '1F4A7': 'water drop',
  '1F3E0': 'house',
  '1F30A': 'sea wave',
};

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9'-]+/).filter((w) => w.length > 1);
}

function isBlocked(entry: OpenMojiEntry): boolean {
  const haystack = ` ${[entry.annotation, entry.tags, entry.openmoji_tags].join(' ').toLowerCase().replace(/[^a-z0-9' -]+/g, ' ')} `;
  return BLOCKED_WORDS.some((word) => haystack.includes(` ${word} `));
}

function isAllowed(entry: OpenMojiEntry): boolean {
  const allowed = ALLOWED[entry.group];
  if (!allowed) return false;
  if (allowed !== 'all' && !allowed.includes(entry.subgroups)) return false;
  if (entry.skintone !== '' || entry.annotation === '') return false;
  // Symbol "buttons" (Japanese signs, CL, VS…) are not pictures a child would look for.
  if (entry.group === 'symbols' && / button$/.test(entry.annotation)) return false;
  if (/[\u201c\u201d]/.test(entry.annotation)) return false;
  return !isBlocked(entry);
}

export function buildPictureIndex(entries: readonly OpenMojiEntry[], svgDir: string): PictureEntry[] {
  const seen = new Set<string>();
  const pictures: PictureEntry[] = [];
  for (const entry of entries) {
    if (!isAllowed(entry) || seen.has(entry.hexcode)) continue;
    if (!existsSync(join(svgDir, `${entry.hexcode}.svg`))) continue;
    seen.add(entry.hexcode);
    const original = entry.annotation.toLowerCase().replace(/-/g, ' ').trim();
    const name = NAME_OVERRIDES[entry.hexcode] ?? original;
    const nameWords = new Set(words(name));
    const keywords = [...new Set([original, ...entry.tags.split(','), ...entry.openmoji_tags.split(',')]
      .map((k) => k.trim().toLowerCase())
      .filter((k) => k !== '' && k !== name && !nameWords.has(k) && !DROPPED_KEYWORDS.has(k) && /^[a-z0-9' -]+$/.test(k)))];
    pictures.push({ id: entry.hexcode, name, keywords });
  }
  return pictures.sort((a, b) => a.id.localeCompare(b.id));
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const packageDir = resolve(process.argv[2] ?? join(root, 'node_modules', 'openmoji'));
  const entries = JSON.parse(readFileSync(join(packageDir, 'data', 'openmoji.json'), 'utf8')) as OpenMojiEntry[];
  const pictures = buildPictureIndex(entries, join(packageDir, 'color', 'svg'));
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  const out = join(root, 'content', 'writing', 'pictures.json');
  const body = pictures.map((p) => JSON.stringify(p)).join(',\n');
  writeFileSync(out, `{"source":"openmoji@${version}","pictures":[\n${body}\n]}\n`);
  console.log(`wrote ${pictures.length} pictures from openmoji@${version} to ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
