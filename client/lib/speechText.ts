/** Text helpers for speaking: what is read aloud, in pieces browsers do not cut off. */

const PICTOGRAPHS = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}/gu;

/** Emoji are shown, not read out ("smiling face with smiling eyes"). */
export function cleanForSpeech(text: string): string {
  return text.replace(PICTOGRAPHS, '').replace(/\s+/g, ' ').trim();
}

/** Sentence-sized pieces of at most `max` characters (some browsers stop long utterances). */
export function splitForSpeech(text: string, max = 220): string[] {
  const sentences = text.match(/[^.!?。！？]+[.!?。！？]*\s*/g) ?? [text];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && (current + sentence).length > max) {
      chunks.push(current.trim());
      current = '';
    }
    if (sentence.length > max) {
      for (const word of sentence.split(/(\s+)/)) {
        if (current && (current + word).length > max) {
          chunks.push(current.trim());
          current = '';
        }
        current += word;
      }
    } else {
      current += sentence;
    }
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks.filter(Boolean);
}

/** About 30% of replies start by greeting the child by name (spec §9). */
export const PERSONAL_GREETING_CHANCE = 0.3;

const GREETINGS: Record<string, string> = {
  en: 'Hey {name}! ',
  es: '¡Hola, {name}! ',
  fr: 'Coucou {name} ! ',
  de: 'Hallo {name}! ',
  it: 'Ciao {name}! ',
  ja: '{name}、',
  zh: '{name}，',
};

/** Prefixes the child's name now and then; never twice, never when the text already names them. */
export function personalize(
  text: string,
  name: string | null | undefined,
  language: string,
  random: () => number = Math.random,
): string {
  const trimmed = name?.trim();
  if (!trimmed || !text.trim()) return text;
  if (text.toLowerCase().includes(trimmed.toLowerCase())) return text;
  if (random() >= PERSONAL_GREETING_CHANCE) return text;
  const template = GREETINGS[language.slice(0, 2).toLowerCase()] ?? GREETINGS.en ?? '{name}! ';
  return template.replace('{name}', trimmed) + text;
}
