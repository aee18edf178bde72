/** Number words: "twenty-one", "one hundred and five", "a thousand" become digits. */

const UNITS: Record<string, number> = {
  zero: 0, nought: 0, nil: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

const isNumberWord = (w: string) => w in UNITS || w in TENS || w in SCALES || w === 'dozen';

/** Parses a run of number words ("one hundred and five") to a number, or null. */
export function wordsToNumber(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    if (word === 'and' || word === 'a') continue;
    if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word === 'dozen') current = (current || 1) * 12;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand' || word === 'million') {
      total += (current || 1) * SCALES[word]!;
      current = 0;
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/**
 * Replaces number words in (lower-case) text with digits, keeping everything else.
 * "what is seven plus twenty-one" -> "what is 7 plus 21".
 */
export function replaceNumberWords(text: string): string {
  const tokens = text.replace(/\b([a-z]+)-([a-z]+)\b/g, (m, a: string, b: string) => (isNumberWord(a) && isNumberWord(b) ? `${a} ${b}` : m)).split(/(\s+)/);
  const out: string[] = [];
  let run: string[] = [];
  let pendingSpace = '';
  const flush = () => {
    if (run.length === 0) return;
    // A trailing "and" / "a" is not part of the number ("one and two" stays "1 and 2").
    const trailing: string[] = [];
    while (run.length > 0 && (run[run.length - 1] === 'and' || run[run.length - 1] === 'a')) trailing.unshift(run.pop()!);
    const value = wordsToNumber(run);
    if (value === null) out.push(run.join(' '));
    else out.push(String(value));
    if (trailing.length > 0) out.push(' ' + trailing.join(' '));
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/^\s+$/.test(token)) {
      if (run.length > 0) pendingSpace = token;
      else out.push(token);
      continue;
    }
    const match = /^([a-z]+)([^a-z]*)$/.exec(token);
    const word = match?.[1] ?? '';
    const tail = match?.[2] ?? '';
    const next = tokens[i + 2]?.replace(/[^a-z]/g, '') ?? '';
    const joinsRun =
      isNumberWord(word) ||
      // "and" only inside a number: "one hundred and five"
      (word === 'and' && run.length > 0 && (run.includes('hundred') || run.includes('thousand')) && (next in UNITS || next in TENS)) ||
      // "a hundred", "a thousand", "a dozen"
      (word === 'a' && (next === 'hundred' || next === 'thousand' || next === 'dozen'));
    if (match && joinsRun) {
      run.push(word);
      if (tail) {
        flush();
        out.push(tail);
      }
      pendingSpace = '';
      continue;
    }
    flush();
    if (pendingSpace) {
      out.push(pendingSpace);
      pendingSpace = '';
    }
    out.push(token);
  }
  flush();
  return out.join('').replace(/\s+/g, ' ');
}

const SMALL_WORDS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const TEN_WORDS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 21 -> "twenty-one" (0..999 999; larger numbers stay as digits). */
export function numberToWords(n: number): string {
  if (!Number.isInteger(n) || Math.abs(n) >= 1_000_000) return String(n);
  if (n < 0) return `negative ${numberToWords(-n)}`;
  if (n < 20) return SMALL_WORDS[n]!;
  if (n < 100) return TEN_WORDS[Math.floor(n / 10)]! + (n % 10 ? `-${SMALL_WORDS[n % 10]}` : '');
  if (n < 1000) return `${SMALL_WORDS[Math.floor(n / 100)]} hundred` + (n % 100 ? ` and ${numberToWords(n % 100)}` : '');
  return `${numberToWords(Math.floor(n / 1000))} thousand` + (n % 1000 ? `${n % 1000 < 100 ? ' and' : ''} ${numberToWords(n % 1000)}` : '');
}
