/**
 * Word lists and phrase fragments shared by the child-message check and the reply check.
 * Every list is used inside word-boundary regexes, never as a substring search,
 * so "class", "Scunthorpe", "assist" and "grape" never match.
 */

/** Build a case-insensitive regex from a source string. */
export function rx(source: string): RegExp {
  return new RegExp(source, 'i');
}

/** Alternation of words, each escaped and wrapped in word boundaries. */
export function words(list: readonly string[]): string {
  return `\\b(?:${list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})\\b`;
}

export const SEXUAL_WORDS = [
  'sex', 'sexy', 'sexual', 'sexually', 'porn', 'porno', 'pornography', 'nude', 'nudes', 'boob', 'boobs',
  'tits', 'titties', 'penis', 'vagina', 'dick pic', 'dick pics', 'horny', 'xxx', 'orgasm', 'rape', 'raped',
  'raping', 'rapist', 'condom', 'condoms', 'blowjob', 'masturbate', 'masturbating', 'masturbation',
  'erotic', 'strip club', 'stripper', 'onlyfans', 'hentai', 'make out', 'making out', 'have sex', 'had sex',
] as const;

export const SWEAR_WORDS = [
  'fuck', 'fucking', 'fucker', 'fucked', 'motherfucker', 'shit', 'shitty', 'bullshit', 'bitch', 'bitches',
  'bastard', 'cunt', 'asshole', 'arsehole', 'dickhead', 'wanker', 'slut', 'whore', 'twat', 'dumbass',
  'piss off', 'pissed off',
] as const;

export const SLURS = [
  'nigger', 'nigga', 'faggot', 'fag', 'retard', 'retarded', 'spastic', 'spaz', 'chink', 'kike', 'tranny',
  'paki', 'wetback', 'gook', 'dyke',
] as const;

export const DRUG_WORDS = [
  'drugs', 'cocaine', 'heroin', 'meth', 'crack cocaine', 'marijuana', 'cannabis', 'vape', 'vapes', 'vaping',
  'cigarette', 'cigarettes', 'cigar', 'cigars', 'beer', 'beers', 'wine', 'vodka', 'whisky', 'whiskey',
  'tequila', 'alcohol', 'alcoholic', 'get high', 'getting high', 'lsd', 'ecstasy', 'smoke weed',
  'smoking weed', 'buy weed', 'get drunk', 'getting drunk', 'got drunk', 'is drunk', 'was drunk',
  'are drunk', 'be drunk', 'tobacco', 'nicotine', 'opium', 'joint to smoke',
] as const;

export const SCARY_ADULT_WORDS = [
  'horror movie', 'horror movies', 'horror film', 'horror films', 'horror game', 'gore', 'gory',
  'dead body', 'dead bodies', 'corpse', 'corpses', 'murder', 'murders', 'murderer', 'murdered',
  'serial killer', 'torture', 'tortured', 'kidnap', 'kidnapped', 'kidnapping', 'behead', 'beheaded',
  'beheading', 'terrorist', 'terrorists', 'terrorism', 'suicide', 'suicidal', 'execution', 'executed',
  'massacre', 'genocide', 'slenderman', 'chucky', 'creepypasta', 'school shooting', 'mass shooting',
  'abortion', 'war crimes', 'blood and guts', 'cannibal', 'cannibals', 'zombie apocalypse gore',
] as const;

/** A person as the target of a hurtful act ("him", "my brother", "someone"). */
export const PERSON =
  "(?:him|her|them|you|u|someone|somebody|everyone|everybody|people|a person|a human|humans|" +
  "my (?:little |big |baby )?(?:brother|sister|mum|mom|mummy|mommy|dad|daddy|teacher|friend|cousin|neighbou?r|nan|grandma|grandpa)|" +
  "(?:the|a|that|this) (?:teacher|boy|girl|man|lady|woman|kid|kids|baby|person|people|bully))";

/** Grown-ups and strangers: when they hurt a child it is always worrying. */
export const GROWN_UP =
  "(?:(?:my|a|an|the|this|that|our|mum'?s|mom'?s|dad'?s|my (?:mum|mom|dad)'?s)\\s+)?(?:step\\s?)?(?:dad|daddy|father|papa|mum|mummy|mom|mommy|mother|mama|" +
  "uncle|aunt|auntie|aunty|grandad|granddad|grandpa|grandma|granny|nan|teacher|coach|babysitter|nanny|neighbou?r|" +
  "man|men|lady|woman|grown\\s?-?\\s?up|adult|stranger|person|boyfriend|girlfriend)|someone|somebody";

export const HURT_VERB =
  '(?:hurts?|hurting|hits?|hitting|beats?|beating|kicks?|kicked|kicking|punch(?:es|ed|ing)?|slaps?|slapped|slapping|' +
  'chokes?|choked|choking|burns?|burned|burnt|smacks?|smacked|smacking|whips?|whipped|strangles?|strangled|' +
  'throws? things at|threw things at|pinch(?:es|ed)?|scratches|scratched|pulls my hair|pulled my hair)';

const RUDE_WORDS = new Set<string>([
  ...SEXUAL_WORDS, ...SWEAR_WORDS, ...SLURS,
  'dildo', 'dildos', 'vibrator', 'cum', 'pussy', 'cock', 'dick', 'dicks', 'prick', 'wank', 'wanking', 'bollocks', 'arse',
  'ass', 'asses', 'bum hole', 'butthole', 'clit', 'clitoris', 'anal', 'anus', 'scrotum', 'testicles', 'nipple', 'nipples',
  'hooker', 'prostitute', 'slag', 'skank', 'thot', 'milf', 'damn', 'goddamn', 'crap', 'bloody', 'bugger', 'hell',
  'puta', 'puto', 'mierda', 'joder', 'cabron', 'pendejo', 'putain', 'merde', 'connard', 'salope', 'scheisse', 'arschloch',
  'ficken', 'cazzo', 'stronzo', 'vaffanculo',
].map((w) => w.toLowerCase()));

/**
 * True for a rude, sexual or hateful word the companion must never spell, repeat or define.
 * Reads through capitals, accents, leetspeak ("d1ld0") and masking ("f*ck").
 */
export function isRudeWord(word: string): boolean {
  const plain = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[0134579@$|!*]/g, (c) => ({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '9': 'g', '@': 'a', $: 's', '|': 'l', '!': 'i', '*': '' })[c] ?? c)
    .replace(/[^a-z ]/g, '')
    .trim();
  if (plain.length === 0) return false;
  if (RUDE_WORDS.has(plain) || RUDE_WORDS.has(plain.replace(/s$/, ''))) return true;
  // "f*ck" lost its masked letter: look for a rude word one letter longer with the same start and end.
  return word.includes('*') && [...RUDE_WORDS].some((w) => w.length === plain.length + 1 && w[0] === plain[0] && w.endsWith(plain.slice(-1)));
}
