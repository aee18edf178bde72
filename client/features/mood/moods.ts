export const MOOD_IDS = ['happy', 'sad', 'okay'] as const;
export type Mood = (typeof MOOD_IDS)[number];

export const MOODS: readonly { id: Mood; emoji: string; gradient: string }[] = [
  { id: 'happy', emoji: '😊', gradient: 'from-[#f5a300] to-[#ffd84d]' },
  { id: 'sad', emoji: '😢', gradient: 'from-[#2f8fff] to-[#6cc4ff]' },
  { id: 'okay', emoji: '🙂', gradient: 'from-[#2ec4a6] to-[#7be0c2]' },
];
