/** English words that start with a vowel letter but a consonant sound ("a unicorn"), and the reverse ("an hour"). */
const CONSONANT_SOUND = /^(uni|use|usu|uti|eu|one|once|ewe|ur[aeiou])/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** 'a' or 'an' for the English word that follows. */
export function article(word: string): 'a' | 'an' {
  const w = word.trim();
  if (VOWEL_SOUND.test(w)) return 'an';
  if (CONSONANT_SOUND.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

/** "an octagon", "a unicorn"; `capital` starts a sentence ("An apple"). */
export function withArticle(noun: string, capital = false): string {
  const a = article(noun);
  return `${capital ? a.charAt(0).toUpperCase() + a.slice(1) : a} ${noun}`;
}

/** "1 duck", "3 ducks", "2 boxes"; `plural` for irregular words ("mice"). */
export function countOf(count: number, singular: string, plural?: string): string {
  return `${count} ${count === 1 ? singular : (plural ?? pluralOf(singular))}`;
}

function pluralOf(word: string): string {
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}
