/**
 * Rewrites every non-ASCII character of generated JavaScript as a `\uXXXX` escape.
 *
 * V8 keeps each script's source text in the heap for as long as the process runs, and one non-ASCII
 * character anywhere makes the whole text two bytes per character. esbuild escapes strings but leaves
 * regular expression literals and comments alone, and our safety and language patterns are full of
 * kana, hanzi and accents: the server bundle's source cost twice its size in memory.
 *
 * `\uXXXX` means the same character in strings, templates, regular expressions (with or without the
 * `u` flag, astral characters as a surrogate pair) and identifiers. A non-ASCII character that follows an
 * odd number of backslashes is an identity escape (`\·`) in a string or pattern: the backslash is dropped,
 * as `\·` and `·` already meant the same.
 */
export function asciiOnly(source: string): string {
  let out = '';
  let plainFrom = 0;
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (code < 0x80) continue;
    let backslashes = 0;
    while (i - 1 - backslashes >= plainFrom && source.charCodeAt(i - 1 - backslashes) === 0x5c) backslashes++;
    out += source.slice(plainFrom, backslashes % 2 === 1 ? i - 1 : i) + `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    plainFrom = i + 1;
  }
  return plainFrom === 0 ? source : out + source.slice(plainFrom);
}
