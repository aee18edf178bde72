import { ageGroupFor } from '../ageBands';

export interface WritingPrompt {
  id: string;
  title: string;
  prompt: string;
  type: 'sentence' | 'paragraph' | 'story';
  ageGroup: '3-5' | '6-8' | '9-12';
  emoji: string;
}

/** Nine writing ideas, three per age band (spec §3). */
export const WRITING_PROMPTS: WritingPrompt[] = [
  { id: 'my-favourite-animal', title: 'My Favourite Animal', prompt: 'What is your favourite animal? Write one sentence about it. What colour is it? What sound does it make?', type: 'sentence', ageGroup: '3-5', emoji: '🐾' },
  { id: 'what-i-like-to-eat', title: 'Yummy Food', prompt: 'Write a sentence about a food you love. Does it taste sweet, crunchy or yummy?', type: 'sentence', ageGroup: '3-5', emoji: '🍓' },
  { id: 'my-happy-day', title: 'A Happy Day', prompt: 'Think of a day that made you smile. Write a sentence about what you did and who was with you.', type: 'sentence', ageGroup: '3-5', emoji: '😊' },
  { id: 'if-i-could-fly', title: 'If I Could Fly', prompt: 'Imagine you woke up and could fly! Where would you go first? What would you see from the sky? Write a few sentences.', type: 'paragraph', ageGroup: '6-8', emoji: '🦅' },
  { id: 'my-best-friend', title: 'My Best Friend', prompt: 'Write about a friend (a person, a pet or a toy). What do you like doing together? Why are they special?', type: 'paragraph', ageGroup: '6-8', emoji: '🤝' },
  { id: 'the-magic-door', title: 'The Magic Door', prompt: 'You find a little door at the bottom of the garden. You open it... Write a story about what is on the other side.', type: 'story', ageGroup: '6-8', emoji: '🚪' },
  { id: 'lost-in-the-museum', title: 'Night at the Museum', prompt: 'You are locked in a museum at night, and the exhibits come to life. Write a story with a beginning, a middle and an end.', type: 'story', ageGroup: '9-12', emoji: '🦖' },
  { id: 'letter-to-future-me', title: 'A Letter to Future Me', prompt: 'Write a letter to yourself ten years from now. What do you hope you will be doing? What advice would you give?', type: 'paragraph', ageGroup: '9-12', emoji: '✉️' },
  { id: 'invent-a-planet', title: 'Invent a Planet', prompt: 'Invent a new planet. Describe its weather, its landscape and the creatures that live there, then tell the story of the first explorer to visit.', type: 'story', ageGroup: '9-12', emoji: '🪐' },
];

/** The three prompts for the child's age band. */
export function promptsForAge(age: number): WritingPrompt[] {
  const group = ageGroupFor(age);
  return WRITING_PROMPTS.filter((prompt) => prompt.ageGroup === group);
}
