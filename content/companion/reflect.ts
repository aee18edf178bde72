/**
 * Turns the child's words around so the companion can say them back:
 * "my friend didn't play with me" -> "your friend didn't play with you".
 */
const SWAPS: Record<string, string> = {
  i: 'you', "i'm": "you're", im: "you're", "i've": "you've", "i'll": "you'll", "i'd": "you'd", me: 'you', my: 'your',
  mine: 'yours', myself: 'yourself', am: 'are', was: 'were', we: 'you', "we're": "you're", "we've": "you've",
  us: 'you', our: 'your', ours: 'yours', you: 'I', your: 'my', yours: 'mine', "you're": "I'm",
};

export function reflect(text: string): string {
  const swapped = text
    .trim()
    .replace(/[’]/g, "'")
    .split(/(\s+)/)
    .map((token, index, all) => {
      const match = /^([a-z']+)([^a-z']*)$/i.exec(token);
      if (!match) return token;
      const word = match[1]!.toLowerCase();
      let swap = SWAPS[word];
      if (!swap) return token;
      // "I was" -> "you were", but "it was" stays.
      if (word === 'was') {
        const prev = all[index - 2]?.toLowerCase();
        if (prev !== 'i' && prev !== 'we') return token;
      }
      if (word === 'am') {
        const prev = all[index - 2]?.toLowerCase();
        if (prev !== 'i') return token;
      }
      if (word === 'you' && index > 0 && /\b(?:to|with|at|for|like|love|see|tell|told|show|help|thank|ask)$/i.test(all[index - 2] ?? '')) swap = 'me';
      return swap + match[2];
    })
    .join('');
  return swapped.replace(/[.!?]+$/, '');
}

/** The first sentence of the child's words, reflected, if it is short enough to say back naturally. */
export function reflectShort(text: string, maxWords = 12): string | null {
  const first = text.trim().split(/(?<=[.!?])\s+/)[0]?.replace(/^(?:because|cos|cuz|coz|'cause|and|but|so|well|um|umm)\s+/i, '') ?? '';
  if (!first || first.split(/\s+/).length > maxWords) return null;
  if (/\?\s*$/.test(first)) return null;
  if (/\[[a-z]+\]/.test(first)) return null; // redacted details are not repeated
  return reflect(first);
}
