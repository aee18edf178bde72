/**
 * Text normalisation shared by the safety checks: lower case, straight quotes,
 * common look-alike characters folded, runs of spaces collapsed.
 */
export function normalizeForSafety(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/(\w)[*@$0!1](?=\w)/g, (match, first: string) => {
      // "f*ck", "sh!t", "a$$" style masking inside a word becomes a plain letter guess
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
