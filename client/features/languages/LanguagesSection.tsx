import { useState } from 'react';
import { isLearnableLanguage } from '../../../contract/languagesConstants';
import { useProfile } from '../../lib/profile';
import { useUpdateProfile } from '../../lib/profileCache';
import type { SectionProps } from '../../lib/sections/types';
import { readChildAge } from '../../lib/storageKeys';
import { useCurrentUser } from '../../lib/users';
import { LanguageAsk } from './LanguageAsk';
import { LanguageChat } from './LanguageChat';
import { LanguageQuiz } from './LanguageQuiz';
import { LanguagesHome } from './LanguagesHome';
import type { LearnableLanguage } from './meta';

type View = { view: 'home' } | { view: 'ask' } | { view: 'quiz'; language?: LearnableLanguage } | { view: 'chat'; language: LearnableLanguage };

/** Learn Languages: the home screen, the free question, the language quiz and the language chat. */
export function LanguagesSection({ params }: SectionProps) {
  const profile = useProfile();
  const user = useCurrentUser();
  const userId = user.data?.id;
  const age = profile.data?.age ?? readChildAge();
  const learning = profile.data?.learningLanguage ?? 'spanish';
  const preselected = isLearnableLanguage(params.language) ? params.language : undefined;
  const updateProfile = useUpdateProfile();
  const [view, setView] = useState<View>({ view: 'home' });
  /** The language a child chats or quizzes in is remembered in their profile. */
  const learn = (language: LearnableLanguage, next: View) => {
    if (profile.data && profile.data.learningLanguage !== language) updateProfile.mutate({ learningLanguage: language });
    setView(next);
  };
  const home = () => setView({ view: 'home' });

  switch (view.view) {
    case 'ask':
      return <LanguageAsk language={learning} onBack={home} />;
    case 'quiz':
      return <LanguageQuiz userId={userId} age={age} preselected={view.language ?? preselected} onBackToLearning={home} />;
    case 'chat':
      return <LanguageChat key={view.language} language={view.language} userId={userId} age={age} />;
    default:
      return (
        <LanguagesHome
          onAsk={() => setView({ view: 'ask' })}
          onChat={(language) => learn(language, { view: 'chat', language })}
          onQuiz={() => setView({ view: 'quiz' })}
        />
      );
  }
}
