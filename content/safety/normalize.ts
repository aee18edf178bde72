/**
 * Text normalisation shared by the safety checks. Every regex here is compiled once at module load:
 * the engine's budget is a few milliseconds per reply.
 */

/** Lower case, straight quotes, "f*ck"-style masking guessed, runs of spaces collapsed (the reply check uses this). */
export function normalizeForSafety(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/(\w)[*@$0!1](?=\w)/g, (match, first: string) => {
      const masked = match.slice(1);
      const map: Record<string, string> = { '*': 'u', '@': 'a', $: 's', '0': 'o', '!': 'i', '1': 'i' };
      // Only fold when the surrounding characters are letters (keeps numbers like "10" intact).
      return /[a-z]/.test(first) ? first + (map[masked] ?? masked) : match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when any of the patterns matches the text. */
export function matchesAny(text: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(text));
}

/** The child's words in the forms the child-message rules read. */
export interface FoldedText {
  /** Latin-script form: lower case, no accents, leetspeak and spacing undone, common misspellings fixed. */
  latin: string;
  /** `latin` with everything but letters removed ("k i l l m y s e l f" → "killmyself"). */
  compact: string;
  /** For Japanese and Chinese: no spaces, no punctuation, no invisible characters ("死 に た い" → "死にたい"). */
  cjk: string;
  /** True when the message has any CJK characters (the Japanese and Chinese rules only run then). */
  hasCjk: boolean;
}

// The class lists invisible joiners and variation selectors on purpose: they are what we strip.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const QUOTES = /[’‘`´ʼ]/g;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
const CJK_NOISE = /[\s\p{P}\p{S}]/gu;
// "every1", "some1" before the digits are read as letters.
const ONE_WORDS = /\b(every|some|any|no)1\b/g;
const NUMBER_WORDS = /\b(want|wanna|going|have|need|like|wish|try|trying) 2\b/g;
const LEET_TOKEN = /[a-z]*[0134579@$|!][a-z0134579@$|!]*/g;
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '9': 'g', '@': 'a', $: 's', '|': 'l', '!': 'i' };
const LEET_CHAR = /[0134579@$|!]/g;
const HAS_LETTER = /[a-z]/;
// Single letters (or leet digits, or a masking star) in a run of three or more, split by one space,
// dot, dash, underscore or middle dot: "k i l l", "s-u-i-c-i-d-e", "s * x".
const SPACED_LETTERS = /(?<![a-z0-9@$!|*])(?:[a-z0-9@$!|*][ .\-_·•]){2,}[a-z0-9@$!|*](?![a-z0-9@$!|*])/g;
const SPACED_SEPARATORS = /[ .\-_·•]/g;
// "i...want...to...die", "i_want_to_die", "i…want": word separators that are not spaces.
const WORD_SEPARATORS = /\.{2,}|…|_+|\/+|\s-+\s|\+/g;
// A joined run that swallowed the single-letter words "a" or "i": "abomb" → "a bomb", "iwant" → "i want".
const SWALLOWED_A = /\ba(bomb|bombs|gun|knife|weapon|grenade|person|kid|child|stranger|man|lady)\b/g;
const SWALLOWED_I = /\bi(want|wanna|am|will|hate|wish|cut|hurt|feel|dont|don't|can't|cant|got|get|have|m|need|should|keep|think|took|starve|make|made|never|do|did)\b/g;
const STRETCHED = /([a-z])\1{2,}/g;
const STRETCHED_WORD = /[a-z]*([a-z])\1{2,}[a-z]*/g;
// Words whose double letter must survive a stretch ("killlll" → "kill", "offff" → "off", not "kil", "of").
const DOUBLE_LETTER_WORDS = new Set([
  'off', 'kill', 'all', 'will', 'feel', 'need', 'still', 'till', 'full', 'fall', 'doll', 'bully', 'sorry',
  'scissors', 'pills', 'bleed', 'sleep', 'weed', 'boobs', 'poop', 'shoot', 'school', 'good', 'food', 'alone', 'mummy', 'daddy',
  'mommy', 'happy', 'little', 'better', 'matter', 'cannot', 'tell', 'yell', 'smell', 'hell', 'three', 'look',
]);
function unstretch(word: string): string {
  const double = word.replace(STRETCHED, '$1$1');
  return DOUBLE_LETTER_WORDS.has(double) ? double : word.replace(STRETCHED, '$1');
}
const MASKED_TOKEN = /\b[a-z]+\*+[a-z*]*\b|\b\*+[a-z]+[a-z*]*/g;

/** Misspellings and chat spellings children and red-teamers use, to the form the rules read. */
const SPELLING_FIXES: Record<string, string> = {
  kil: 'kill', kiled: 'killed', kms: 'kill myself', kys: 'kill yourself',
  wanna: 'want to', wana: 'want to', wan: 'want', wnt: 'want', whant: 'want', gonna: 'going to', gona: 'going to', gunna: 'going to',
  gotta: 'got to', finna: 'going to', tryna: 'trying to', lemme: 'let me', gimme: 'give me',
  suiside: 'suicide', sucide: 'suicide', suicde: 'suicide', suiced: 'suicide', suicid: 'suicide', sucid: 'suicide',
  suicied: 'suicide', sooicide: 'suicide', suecide: 'suicide', siucide: 'suicide', suicidle: 'suicidal',
  sucidal: 'suicidal', suisidal: 'suicidal', suicidel: 'suicidal', suicidial: 'suicidal',
  myslef: 'myself', mysef: 'myself', miself: 'myself', meself: 'myself', myselfe: 'myself', mysel: 'myself', myselv: 'myself',
  urself: 'yourself', yourselfe: 'yourself', ded: 'dead', dei: 'die',
  overdoes: 'overdose', overdoze: 'overdose', ovrdose: 'overdose', od: 'overdose',
  im: "i'm", ive: "i've", theyll: "they'll", theyre: "they're", youll: "you'll", youre: "you're", hes: "he's", shes: "she's", thats: "that's", whats: "what's", id: "i'd", u: 'you', ur: 'your', r: 'are', ppl: 'people', pls: 'please', plz: 'please',
  dont: "don't", cant: "can't", wont: "won't", didnt: "didn't", doesnt: "doesn't", isnt: "isn't", wasnt: "wasn't",
  noone: 'no one', nobdy: 'nobody', evry: 'every', evryday: 'every day', everyday: 'every day', alwys: 'always',
  cuz: 'because', coz: 'because', bc: 'because', becuz: 'because', mam: 'mum', mammy: 'mummy',
  skool: 'school', scool: 'school', skared: 'scared', scaired: 'scared', scard: 'scared',
  hurd: 'hurt', hert: 'hurt', hirt: 'hurt', hitt: 'hit', bullyed: 'bullied', bulied: 'bullied', bulling: 'bullying',
  lsot: 'lost', seperated: 'separated', seperate: 'separate', cnat: "can't", fnd: 'find', fidn: 'find',
  // French chat spellings
  jveux: 'je veux', chui: 'je suis', chuis: 'je suis', jsuis: 'je suis', jsui: 'je suis', jvais: 'je vais', jme: 'je me',
  mourrir: 'mourir', mourire: 'mourir', suicidee: 'suicide',
  // Spanish
  kiero: 'quiero', qiero: 'quiero', qero: 'quiero', kero: 'quiero', q: 'que', k: 'que', xq: 'porque', pq: 'porque',
  suisidarme: 'suicidarme', sucidarme: 'suicidarme', suicidarm: 'suicidarme', matarm: 'matarme',
  // Italian
  ke: 'che', nn: 'non', xke: 'perche', vojo: 'voglio', uciderme: 'uccidermi', ucidermi: 'uccidermi',
  // German
  umbrigen: 'umbringen', umbrngen: 'umbringen', sterbn: 'sterben',
};
const SPELLING_FIX = new RegExp(`(?<![a-z'])(?:${Object.keys(SPELLING_FIXES).join('|')})(?![a-z'])`, 'g');
const MULTI_WORD_FIXES: readonly [RegExp, string][] = [
  [/\bmy self\b/g, 'myself'],
  [/\bmy selfs?\b/g, 'myself'],
  [/\byour self\b/g, 'yourself'],
  [/\bj'?veux\b/g, 'je veux'],
  [/\bj'?suis\b/g, 'je suis'],
  [/\bj'?vais\b/g, 'je vais'],
  [/\bi m\b/g, "i'm"],
  [/\bwant ot\b/g, 'want to'],
  [/\bwan to\b/g, 'want to'],
  [/\bkill my\s?self\b/g, 'kill myself'],
];

/** Words a masked token ("s*x", "dr*gs", "f**k") may stand for: the first that fits is used. */
const MASK_GUESSES = [
  'sex', 'sexy', 'porn', 'drugs', 'fuck', 'fucking', 'shit', 'bitch', 'dick', 'cock', 'pussy', 'cunt', 'bomb', 'kill', 'die',
  'suicide', 'nude', 'nudes', 'boobs', 'penis', 'dildo', 'weed', 'meth', 'slut', 'whore', 'rape', 'ass', 'damn', 'hell',
];
const MASK_WORDS_BY_LENGTH = new Map<number, string[]>();
for (const word of MASK_GUESSES) MASK_WORDS_BY_LENGTH.set(word.length, [...(MASK_WORDS_BY_LENGTH.get(word.length) ?? []), word]);

function unmask(token: string): string {
  const candidates = MASK_WORDS_BY_LENGTH.get(token.length) ?? [];
  for (const word of candidates) {
    let fits = true;
    for (let i = 0; i < token.length && fits; i++) fits = token[i] === '*' || token[i] === word[i];
    if (fits) return word;
  }
  return token.replace(/\*/g, 'u');
}

// "i  w a n t  t o  d i e": letters split by one space, words by two or more. Two-letter words ("t o",
// "u p") only join in a message written this way.
const SPACED_WORDS = /^(?=.*\S \S \S)(?=.*\S {2,}\S).*$/;
function joinSpacedWords(message: string): string {
  return message
    .split(/ {2,}/)
    .map((chunk) => (chunk.split(' ').every((t) => t.length === 1) ? chunk.replace(/ /g, '') : chunk))
    .join(' ');
}
// In a leet message a lone "!" is the word "I": "! @m l0st", "!'m sc@r3d".
const LEET_I = /(^|\s)!(?=['a-z\s])/g;
const MIXED_TOKEN = /(?:^|\s)(?=[^\s]*[a-z])(?=[^\s]*[0134579@$|])[^\s]+/g;

/** Reads one token's leetspeak. In a message written mostly in leet ("1 w4n7 70 d13"), bare numbers are leet too. */
function readLeet(token: string, wholeMessageIsLeet: boolean): string {
  // "10", "2024": a number stays a number, unless the whole message is in leet.
  if (/^[0-9]+$/.test(token) && !wholeMessageIsLeet) return token;
  return token.replace(LEET_CHAR, (c, offset: number) => (c === '!' && offset === token.length - 1 ? c : (LEET[c] ?? c)));
}

/** Folds a child's message into the forms the rules read. Fast: a handful of precompiled replaces. */
export function foldForSafety(text: string): FoldedText {
  const base = text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase();
  const hasCjk = CJK.test(base);
  const cjk = hasCjk ? base.replace(CJK_NOISE, '') : '';
  let latin = base
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/[øœæ]/g, (c) => ({ ø: 'o', œ: 'oe', æ: 'ae' })[c] ?? c)
    .replace(QUOTES, "'")
    .replace(WORD_SEPARATORS, ' ')
    .replace(STRETCHED_WORD, unstretch)
    .replace(SPACED_WORDS, joinSpacedWords)
    .replace(SPACED_LETTERS, (run) => (HAS_LETTER.test(run) || /[@$|*]/.test(run) ? run.replace(SPACED_SEPARATORS, '') : run))
    .replace(ONE_WORDS, '$1one')
    .replace(NUMBER_WORDS, '$1 to')
    .replace(MASKED_TOKEN, unmask);
  const wholeMessageIsLeet = (latin.match(MIXED_TOKEN) ?? []).length >= 2;
  if (wholeMessageIsLeet) latin = latin.replace(LEET_I, '$1i');
  latin = latin
    .replace(LEET_TOKEN, (token) => readLeet(token, wholeMessageIsLeet))
    .replace(STRETCHED_WORD, unstretch)
    .replace(SWALLOWED_A, 'a $1')
    .replace(SWALLOWED_I, 'i $1')
    .replace(SPELLING_FIX, (word) => SPELLING_FIXES[word] ?? word);
  for (const [pattern, replacement] of MULTI_WORD_FIXES) latin = latin.replace(pattern, replacement);
  latin = latin.replace(/\s+/g, ' ').trim();
  const compact = latin.replace(/[^a-z]/g, '');
  return { latin, compact, cjk, hasCjk };
}
