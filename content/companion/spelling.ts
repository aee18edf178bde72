import type { Random } from '../random';
import { isRudeWord } from '../safety';
import { joinParts } from './style';

const SPELL_PATTERNS = [
  /\bhow (?:do|would|can|should) (?:you|i|we) spell (?:the word )?["']?([a-z][a-z'-]*)/i,
  /\bhow (?:is|do you write) (?:the word )?["']?([a-z][a-z'-]*)["']? (?:spelt|spelled|written)/i,
  /\bhow (?:is|do you write) (?:the word )?["']?([a-z][a-z'-]*)["']?\s*\??$/i,
  /\b(?:can you |please |could you )?spell (?:the word )?["']?([a-z][a-z'-]*)/i,
  /\bwhat(?:'s| is) the spelling (?:of|for) (?:the word )?["']?([a-z][a-z'-]*)/i,
  /\bhow (?:to|do i) write (?:the word )?["']?([a-z][a-z'-]*)/i,
];

const NOT_WORDS = new Set(['it', 'that', 'this', 'words', 'a', 'the', 'my', 'your', 'me', 'something']);

/** The word the child wants spelled, or null. */
export function parseSpelling(text: string): string | null {
  if (!/\bspell|\bspelt|\bspelled|\bspelling|\bhow (?:to|do i|do you) write\b/i.test(text)) return null;
  for (const pattern of SPELL_PATTERNS) {
    const word = pattern.exec(text.trim())?.[1]?.toLowerCase();
    // Rude and sexual words are never spelled out (the safety check redirects them before this).
    if (word && isRudeWord(word)) return null;
    if (word && !NOT_WORDS.has(word)) return word;
  }
  return null;
}

/** "elephant" -> "E-L-E-P-H-A-N-T" */
export function spellOut(word: string): string {
  return [...word.replace(/[^a-z]/gi, '')].map((c) => c.toUpperCase()).join('-');
}

const OPENERS = ['Let\'s spell it together!', 'Ooh, a spelling word!', 'Good word to learn!', 'Spelling time!'];
const CLOSERS = [
  'Can you write it down and say each letter?',
  'Can you spell it back to me?',
  'How many letters does it have? Count them!',
  'Can you think of another word that starts with {first}?',
];

export function spellingReply(word: string, childAge: number, random: Random): string {
  const letters = spellOut(word);
  const count = letters.split('-').length;
  const first = letters.charAt(0);
  const closer = random.pick(CLOSERS).replace('{first}', first);
  return joinParts(
    random.pick(OPENERS),
    `${capitalizeWord(word)} is spelled ${letters}.`,
    childAge <= 5 ? '' : `That's ${count} letters.`,
    closer,
  );
}

function capitalizeWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
