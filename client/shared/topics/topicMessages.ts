/**
 * The messages topic screens post, in the shapes the offline companion understands:
 * feelings 'I'm feeling sad.' and activities 'I've been playing!', each optionally followed by the
 * child's own words; a General question is the child's text as it is.
 */

export const FEELINGS = ['happy', 'sad', 'okay', 'excited', 'angry', 'calm'] as const;
export type Feeling = (typeof FEELINGS)[number];

export const ACTIVITIES = ['drawing', 'playing', 'music', 'sports', 'nature', 'photos'] as const;
export type Activity = (typeof ACTIVITIES)[number];

/** The free question ('Ask About Feelings!' / 'Ask About Activities!'). */
export const GENERAL = 'general';

const ACTIVITY_SENTENCES: Record<Exclude<Activity, 'drawing'>, string> = {
  sports: "I've been doing sports!",
  playing: "I've been playing!",
  music: "I've been making music!",
  nature: "I've been exploring nature!",
  photos: "I've been taking photos!",
};

const withWords = (sentence: string, words: string) => (words ? `${sentence} ${words}` : sentence);

export function feelingMessage(feeling: Feeling | typeof GENERAL, text: string): string {
  const words = text.trim();
  if (feeling === GENERAL) return words;
  return withWords(`I'm feeling ${feeling}.`, words);
}

/** Drawing has no message: its tile opens the drawing screen. */
export function activityMessage(activity: Exclude<Activity, 'drawing'> | typeof GENERAL, text: string): string {
  const words = text.trim();
  if (activity === GENERAL) return words;
  return withWords(ACTIVITY_SENTENCES[activity], words);
}

/** Spec §5: General needs text; a specific feeling may be sent empty; activities always need text. */
export function canSend(kind: 'feelings' | 'activities', topic: string, text: string, sending: boolean): boolean {
  if (sending) return false;
  if (kind === 'feelings' && topic !== GENERAL) return true;
  return text.trim().length > 0;
}
