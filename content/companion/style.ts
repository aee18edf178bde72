import type { Random } from '../random';

/** Splits text into sentences (keeps the end punctuation and any trailing emoji). */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+(?:\s*\p{Extended_Pictographic}+)?|[^.!?]+$/gu) ?? [text]).map((s) => s.trim()).filter(Boolean);
}

/** Keeps at most `count` sentences. */
export function firstSentences(text: string, count: number): string {
  return sentences(text).slice(0, count).join(' ');
}

/** The youngest children (3–5) get shorter replies. */
export function isYoung(age: number): boolean {
  return age <= 5;
}

/** Fills {name} and {companion} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Joins reply parts into one reply, skipping empty ones. */
export function joinParts(...parts: (string | undefined | false)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim().length > 0)
    .map((p) => p.trim())
    .join(' ');
}

/** A friendly opener that sometimes uses the child's name (about 30% of the time, like the spec's greeting). */
export function maybeName(random: Random, childName: string | undefined, openers: readonly string[]): string {
  const opener = random.pick(openers);
  if (childName && random.chance(0.3)) return opener.replace(/([!.])$/, `, ${childName}$1`);
  return opener;
}

/** Capitalises the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
