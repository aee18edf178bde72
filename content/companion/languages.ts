import type { Random } from '../random';
import { joinParts } from './style';
import {
  ANIMAL_WORDS, COLOUR_WORDS, GREETING_WORDS, LANGUAGE_NAMES, NUMBERS_1_TO_10, VOCABULARY, WORD_SYNONYMS,
  type LanguageCode, type VocabEntry,
} from './vocabulary';
import { numberToWords, replaceNumberWords } from './numbers';

const LANGUAGE_PATTERNS: [LanguageCode, RegExp][] = [
  ['es', /\b(?:spanish|espa[ñn]ol)\b/i],
  ['fr', /\b(?:french|fran[çc]ais)\b/i],
  ['de', /\b(?:german|deutsch)\b/i],
  ['it', /\b(?:italian|italiano)\b/i],
  ['ja', /\b(?:japanese|nihongo)\b/i],
  ['zh', /\b(?:chinese|mandarin)\b/i],
];

export type LanguageRequest =
  | { kind: 'word'; language: LanguageCode | null; word: string }
  | { kind: 'numbers' | 'colours' | 'animals' | 'greetings' | 'teach'; language: LanguageCode | null }
  | { kind: 'meaning'; foreign: string };

export function detectLanguage(text: string): LanguageCode | null {
  for (const [code, pattern] of LANGUAGE_PATTERNS) if (pattern.test(text)) return code;
  return null;
}

const LANG_WORDS = '(?:spanish|espa[ñn]ol|french|fran[çc]ais|german|deutsch|italian|italiano|japanese|chinese|mandarin)';

function cleanWord(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[?!.,"“”]/g, '')
    .replace(/^(?:the word|the|a|an|my|say)\s+/, '')
    .replace(/\s+(?:please|mckenzie)$/, '')
    .trim();
}

/** Understands "how do you say hello in Spanish", "what is cat in French", "count to ten in German", "what does hola mean". */
export function parseLanguageRequest(text: string, inLanguagesCategory: boolean): LanguageRequest | null {
  const t = text.toLowerCase().replace(/[’]/g, "'").trim();
  const language = detectLanguage(t);
  if (!language && !inLanguagesCategory) {
    const meaning = /\bwhat does ["']?([a-zà-ÿ' ]{2,20}?)["']? mean\b/.exec(t);
    if (meaning?.[1] && findForeign(meaning[1])) return { kind: 'meaning', foreign: meaning[1] };
    return null;
  }
  if (/\b(?:count|numbers?|count to (?:10|ten))\b/.test(t)) return { kind: 'numbers', language };
  if (/\bcolou?rs\b/.test(t)) return { kind: 'colours', language };
  if (/\banimals\b/.test(t)) return { kind: 'animals', language };
  if (/\b(?:greetings|polite words|say hi)\b/.test(t) && !/\bsay hi(?:ya)? (?:to|in)\b/.test(t)) return { kind: 'greetings', language };
  const meaning = /\bwhat does ["']?([a-zà-ÿ'¿? ]{2,30}?)["']? mean\b/.exec(t);
  if (meaning?.[1] && findForeign(meaning[1])) return { kind: 'meaning', foreign: meaning[1] };
  const patterns = [
    new RegExp(`\\bhow (?:do|would|can) (?:you|i|we) say ["']?(.+?)["']? in ${LANG_WORDS}`),
    new RegExp(`\\bhow to say ["']?(.+?)["']? in ${LANG_WORDS}`),
    new RegExp(`\\bwhat(?:'s| is) (?:the )?${LANG_WORDS} (?:word )?for ["']?(.+?)["']?\\s*\\??$`),
    new RegExp(`\\bwhat(?:'s| is) ["']?(.+?)["']? in ${LANG_WORDS}`),
    new RegExp(`\\b(?:say|teach me|tell me) ["']?(.+?)["']? in ${LANG_WORDS}`),
    new RegExp(`^["']?(.+?)["']? in ${LANG_WORDS}\\s*\\??$`),
    new RegExp(`\\bhow (?:do|would|can) (?:you|i|we) say ["']?(.+?)["']?\\s*\\??$`),
    new RegExp(`\\bwhat(?:'s| is) the word for ["']?(.+?)["']?\\s*\\??$`),
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(t);
    if (m?.[1]) {
      const word = cleanWord(m[1]);
      if (word && !new RegExp(`^${LANG_WORDS}$`).test(word)) return { kind: 'word', language, word };
    }
  }
  if (language && /\b(?:teach|learn|speak|talk|know|practi[cs]e|lesson)\b/.test(t)) return { kind: 'teach', language };
  if (language && t.split(/\s+/).length <= 3) return { kind: 'teach', language };
  return null;
}

function lookUp(word: string): { key: string; number?: number } | null {
  const w = WORD_SYNONYMS[word] ?? word;
  if (VOCABULARY[w]) return { key: w };
  const asNumber = Number(replaceNumberWords(w));
  if (Number.isInteger(asNumber) && asNumber >= 1 && asNumber <= 10) return { key: 'number', number: asNumber };
  const singular = w.replace(/s$/, '');
  if (VOCABULARY[singular]) return { key: singular };
  return null;
}

function findForeign(foreign: string): { key: string; language: LanguageCode; entry: VocabEntry } | null {
  const f = foreign.toLowerCase().replace(/[¿?!.]/g, '').trim();
  const plain = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/\s*\(.*\)$/, '').replace(/[¿?!.]/g, '').trim();
  for (const [key, row] of Object.entries(VOCABULARY)) {
    for (const code of Object.keys(row) as LanguageCode[]) {
      const entry = row[code];
      if (plain(entry[0]) === plain(f)) return { key, language: code, entry };
    }
  }
  return null;
}

const say = (entry: VocabEntry) => `"${entry[0]}" (say it like ${entry[1]})`;

export function languageReply(request: LanguageRequest, childAge: number, random: Random): string {
  const cheer = random.pick(['Ooh, languages!', 'Let\'s learn!', 'What fun!', 'Great question!']);
  const practise = random.pick(['Can you say it out loud?', 'Try saying it three times!', 'Can you teach it to someone at home?', 'Shall we learn another word?']);
  if (request.kind === 'meaning') {
    const found = findForeign(request.foreign);
    if (!found) return joinParts("Hmm, I don't know that word yet.", 'We could look it up together with a grown-up!', 'Which language is it from?');
    return joinParts(cheer, `"${found.entry[0]}" is ${LANGUAGE_NAMES[found.language]} for "${found.key}".`, `You say it like ${found.entry[1]}.`, practise);
  }
  const language = request.language;
  if (!language) {
    if (request.kind === 'word') {
      const hit = lookUp(request.word);
      if (hit && hit.key !== 'number') {
        const row = VOCABULARY[hit.key]!;
        return joinParts(cheer, `In Spanish, "${request.word}" is ${say(row.es)}.`, `In French, it's ${say(row.fr)}.`, 'Which language would you like to try: Spanish, French, German, Italian, Japanese or Chinese?');
      }
    }
    return joinParts(cheer, 'I can help with Spanish, French, German, Italian, Japanese and Chinese!', `For example, hello in Spanish is ${say(VOCABULARY.hello!.es)}.`, 'Which language would you like to learn?');
  }
  const name = LANGUAGE_NAMES[language];
  switch (request.kind) {
    case 'numbers': {
      const count = childAge <= 5 ? 5 : 10;
      const list = NUMBERS_1_TO_10[language].slice(0, count).map((e) => e[0]).join(', ');
      const hints = NUMBERS_1_TO_10[language].slice(0, 3).map((e, i) => `${numberToWords(i + 1)} is ${e[1]}`).join(', ');
      return joinParts(`Let's count in ${name}!`, `${list}.`, `Say them like this: ${hints}.`, 'Can you count to five in ' + name + '?');
    }
    case 'colours':
      return joinParts(`Colours in ${name}!`, listOf(COLOUR_WORDS.slice(0, childAge <= 5 ? 3 : 5), language), 'What is your favourite colour?');
    case 'animals':
      return joinParts(`Animals in ${name}!`, listOf(ANIMAL_WORDS.slice(0, childAge <= 5 ? 3 : 5), language), 'Which animal would you like to learn next?');
    case 'greetings':
      return joinParts(`Friendly words in ${name}!`, listOf(GREETING_WORDS.slice(0, childAge <= 5 ? 3 : 4), language), practise);
    case 'teach':
      return joinParts(
        `Let's learn ${name}!`,
        `Hello is ${say(VOCABULARY.hello![language])}.`,
        `Thank you is ${say(VOCABULARY['thank you']![language])}.`,
        `What word would you like to learn in ${name}?`,
      );
    case 'word': {
      const hit = lookUp(request.word);
      if (!hit) {
        return joinParts(
          `Hmm, I don't know how to say "${request.word}" in ${name} yet, and I don't want to guess wrong!`,
          'We could look it up together with a grown-up.',
          `I do know hello: ${say(VOCABULARY.hello![language])}. Want to learn a colour or an animal instead?`,
        );
      }
      if (hit.key === 'number') {
        const entry = NUMBERS_1_TO_10[language][hit.number! - 1]!;
        return joinParts(cheer, `${hit.number} in ${name} is ${say(entry)}.`, practise);
      }
      const entry = VOCABULARY[hit.key]![language];
      return joinParts(cheer, `In ${name}, "${hit.key}" is ${say(entry)}.`, practise);
    }
  }
}

function listOf(keys: readonly string[], language: LanguageCode): string {
  return keys.map((key) => `${key} is ${say(VOCABULARY[key]![language])}`).join('; ') + '.';
}
