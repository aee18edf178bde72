export interface ComprehensionQuestion {
  question: string;
  options: [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
}

export type StoryAgeGroup = '3-5 years' | '6-8 years' | '9-12 years';
export type StoryDifficulty = 'beginner' | 'intermediate' | 'advanced';

export interface Story {
  id: string;
  title: string;
  content: string;
  ageGroup: StoryAgeGroup;
  difficulty: StoryDifficulty;
  wordCount: number;
  category: string;
  emoji: string;
  comprehensionQuestions: ComprehensionQuestion[];
}
