import { useQueryClient } from '@tanstack/react-query';
import { Gift, Home, Send, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadgeDto } from '../../../contract/languages';
import { LANGUAGE_CHAT_TIMINGS, type ChatQuestionType } from '../../../contract/languagesConstants';
import { CHAT_GREETING, fill } from '../../../content/languages/chatPhrases';
import { call } from '../../lib/call';
import { useSections } from '../../lib/sections/SectionsContext';
import { stopSpeaking } from '../../lib/speech';
import { toast } from '../../lib/toast';
import { useCompanionName } from '../../lib/users';
import { Button } from '../../ui/Button';
import { McKenzie } from '../../ui/mckenzie';
import { nextQuestionType, previousTexts, type LanguageChatMessage } from './chatMessages';
import { LEARNABLE_LOOK, speakInLanguage, utcOffsetMinutes, type LearnableLanguage } from './meta';
import { NewBadgeModal } from './NewBadgeModal';
import { languageRewardQueries } from './queries';
import { RewardsPanel } from './RewardsPanel';

interface LanguageChatProps {
  language: LearnableLanguage;
  userId: number | undefined;
  age: number;
}

type Banner = { kind: 'levelUp'; level: number } | { kind: 'badge'; name: string } | { kind: 'goal' };

/**
 * Chat with McKenzie in the language being learned (spec part 2 §4): a greeting and the name question,
 * the first question after 2 s, feedback on every answer with points, and the next question 3 s later.
 */
export function LanguageChat({ language, userId, age }: LanguageChatProps) {
  const { t } = useTranslation('languages');
  const name = useCompanionName();
  const sections = useSections();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [messages, setMessages] = useState<LanguageChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [locked, setLocked] = useState(false);
  const [typing, setTyping] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [badge, setBadge] = useState<BadgeDto | null>(null);
  const [rewardsOpen, setRewardsOpen] = useState(false);
  const nextId = useRef(1);
  const asked = useRef(0);
  const current = useRef<{ text: string; type: ChatQuestionType } | null>(null);
  const messagesRef = useRef<LanguageChatMessage[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const listEnd = useRef<HTMLDivElement>(null);
  const languageName = t(`learnable.${language}.name`);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const add = useCallback((message: Omit<LanguageChatMessage, 'id' | 'timestamp'>) => {
    const full = { ...message, id: nextId.current++, timestamp: Date.now() };
    messagesRef.current = [...messagesRef.current, full];
    setMessages(messagesRef.current);
    return full;
  }, []);

  const showBanner = useCallback(
    (next: Banner) => {
      setBanner(next);
      later(LANGUAGE_CHAT_TIMINGS.bannerMs, () => setBanner((shown) => (shown === next ? null : shown)));
    },
    [later],
  );

  const askQuestion = useCallback(async () => {
    if (userId === undefined) return;
    const questionType = nextQuestionType(asked.current++);
    setTyping(true);
    try {
      const question = await call('POST /api/languages/generate-chat-question', {
        body: { language, questionType, childAge: age, userId, previousMessages: previousTexts(messagesRef.current) },
      });
      current.current = { text: question.question, type: question.questionType };
      add({ content: question.question, sender: 'companion', isQuestion: true, originalLanguage: language, translation: question.translation });
      speakInLanguage(question.question, language);
    } catch {
      toast({ title: t('chat.oops'), description: t('chat.questionFailed'), variant: 'destructive' });
    } finally {
      setTyping(false);
    }
  }, [add, age, language, t, userId]);

  useEffect(() => {
    const greeting = fill(CHAT_GREETING[language], { name });
    const translation = fill(CHAT_GREETING.english, { name });
    current.current = { text: greeting, type: 'greetings' };
    add({ content: greeting, sender: 'companion', isQuestion: true, originalLanguage: language, translation });
    speakInLanguage(greeting, language);
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      stopSpeaking();
    };
    // The greeting is said once when the chat opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  const firstAsked = useRef(false);
  useEffect(() => {
    if (userId === undefined || firstAsked.current) return;
    firstAsked.current = true;
    later(LANGUAGE_CHAT_TIMINGS.firstQuestionDelayMs, () => void askQuestion());
  }, [askQuestion, later, userId]);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, typing]);

  const award = async (wordId: string | undefined) => {
    if (userId === undefined) return;
    try {
      const result = await call('POST /api/language-rewards/award-points', {
        body: { userId, language, activity: 'language_response', points: 5, wordId, utcOffsetMinutes: utcOffsetMinutes() },
      });
      if (result.levelUp) {
        showBanner({ kind: 'levelUp', level: result.newLevel });
        toast({ title: t('chat.levelUp'), description: t('chat.levelUpText', { level: result.newLevel }), variant: 'success' });
      }
      if (result.newBadge) {
        showBanner({ kind: 'badge', name: t(`badges.${result.newBadge.id}.name`) });
        setBadge(result.newBadge);
      }
      if (result.goalCompleted) showBanner({ kind: 'goal' });
      await queryClient.invalidateQueries({ queryKey: languageRewardQueries.all(userId, language) });
    } catch (error) {
      // Spec §8: a failure to award points is only logged.
      console.warn('Could not award language points.', error);
    }
  };

  const send = async () => {
    const words = draft.trim();
    if (!words || locked || userId === undefined) return;
    setDraft('');
    setLocked(true);
    later(LANGUAGE_CHAT_TIMINGS.sendLockMs, () => setLocked(false));
    add({ content: words, sender: 'user', isQuestion: false });
    const question = current.current ?? { text: fill(CHAT_GREETING[language], { name }), type: 'greetings' as const };
    setTyping(true);
    try {
      const evaluation = await call('POST /api/languages/evaluate-response', {
        body: { language, userResponse: words, currentQuestion: question.text, questionType: question.type, childAge: age, userId },
      });
      add({ content: evaluation.feedback, sender: 'companion', isQuestion: false, originalLanguage: language, translation: evaluation.translation });
      speakInLanguage(evaluation.feedback, language);
      setTyping(false);
      await award(evaluation.wordId);
      later(LANGUAGE_CHAT_TIMINGS.nextQuestionDelayMs, () => void askQuestion());
    } catch {
      setTyping(false);
      toast({ title: t('chat.oops'), description: t('chat.evaluateFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="language-chat">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <McKenzie pose={typing ? 'thinking' : 'talking'} size={80} className="shrink-0" />
          <h2 className="font-display text-2xl font-extrabold text-grape sm:text-3xl">
            <span aria-hidden>{LEARNABLE_LOOK[language].emoji} </span>
            {t('chat.title', { language: languageName })}
          </h2>
        </div>
        <div className="flex gap-2">
          <Button variant="happy" onClick={() => setRewardsOpen(true)} icon={<Gift aria-hidden className="h-6 w-6" />}>
            {t('chat.rewards')}
          </Button>
          <Button variant="secondary" onClick={() => sections.home()} icon={<Home aria-hidden className="h-6 w-6" />}>
            {t('chat.home')}
          </Button>
        </div>
      </header>

      {banner ? (
        <div role="status" data-testid="language-banner" className="animate-pop font-display rounded-3xl bg-gradient-to-r from-sun to-[#ffc06e] px-5 py-3 text-center text-2xl font-extrabold text-ink shadow-md">
          {banner.kind === 'levelUp'
            ? `🎉 ${t('chat.levelUp')} ${t('chat.levelUpText', { level: banner.level })}`
            : banner.kind === 'badge'
              ? `🏅 ${t('chat.newBadge')} ${banner.name}`
              : `🌟 ${t('chat.greatJob')} ${t('chat.goalDone')}`}
        </div>
      ) : null}

      <section aria-label={t('chat.messagesLabel')} aria-live="polite" className="flex max-h-[55vh] min-h-64 flex-col gap-3 overflow-y-auto rounded-[2rem] bg-white/80 p-4 shadow-inner" data-testid="language-chat-messages">
        {messages.map((message) => (
          <div key={message.id} className={`flex flex-col gap-1 ${message.sender === 'user' ? 'items-end' : 'items-start'}`} data-testid={`language-chat-${message.sender}`}>
            <div className={`max-w-[85%] rounded-[1.5rem] px-5 py-3 text-xl shadow-sm ${message.sender === 'user' ? 'rounded-br-md bg-grape text-white' : 'rounded-bl-md bg-[#f1ecff] text-ink'}`}>
              <p lang={message.sender === 'companion' ? LANGUAGE_TAG[language] : undefined}>{message.content}</p>
              {message.translation ? (
                <p className="mt-1 text-base italic opacity-80" lang="en" data-testid="language-chat-translation">
                  {message.translation}
                </p>
              ) : null}
            </div>
            {message.sender === 'companion' ? (
              <button
                type="button"
                onClick={() => speakInLanguage(message.content, language)}
                className="flex min-h-12 items-center gap-1 rounded-full px-3 text-base font-bold text-grape hover:bg-grape/10"
              >
                <Volume2 aria-hidden className="h-5 w-5" />
                {t('chat.replay')}
              </button>
            ) : null}
          </div>
        ))}
        {typing ? (
          <p className="animate-pulse text-lg font-semibold text-grape" data-testid="language-chat-typing">
            {t('chat.typing', { name })}
          </p>
        ) : null}
        <div ref={listEnd} />
      </section>

      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('chat.placeholder', { name, language: languageName })}
          maxLength={1000}
          autoComplete="off"
          className="min-h-16 flex-1 rounded-full border-4 border-grape/20 bg-white px-5 text-xl focus:border-grape focus:outline-none"
        />
        <Button type="submit" size="lg" disabled={locked || draft.trim() === ''} icon={<Send aria-hidden className="h-6 w-6" />}>
          {t('chat.send')}
        </Button>
      </form>
      <div className="flex justify-center">
        <Button variant="mint" onClick={() => void askQuestion()} disabled={typing}>
          {t('chat.another')}
        </Button>
      </div>

      {rewardsOpen && userId !== undefined ? (
        <RewardsPanel
          userId={userId}
          language={language}
          onClose={() => setRewardsOpen(false)}
          onContinue={() => {
            setRewardsOpen(false);
            document.getElementById(inputId)?.focus();
            if (!typing) void askQuestion();
          }}
        />
      ) : null}
      {badge ? <NewBadgeModal badge={badge} onClose={() => setBadge(null)} /> : null}
    </div>
  );
}

const LANGUAGE_TAG: Record<LearnableLanguage, string> = {
  spanish: 'es', french: 'fr', german: 'de', italian: 'it', japanese: 'ja', chinese: 'zh',
};
