import { Play, SkipForward, ArrowRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSpeechSupported, speak, stopSpeaking } from '../../lib/speech';
import { INTRO_AUTO_CONTINUE_MS, INTRO_FADE_MS, INTRO_FALLBACK_MS } from '../../lib/welcome';
import { Button } from '../../ui/Button';
import { McKenzie, type McKenziePose } from '../../ui/mckenzie';
import { SpeechBubble } from '../../ui/SpeechBubble';
import './intro.css';

/** How long each line of the introduction stays on screen while she says it. */
export const INTRO_LINE_MS = 3500;
const LINE_KEYS = ['intro.line1', 'intro.line2', 'intro.line3'] as const;
const LINE_POSES: readonly McKenziePose[] = ['waving', 'talking', 'cheering'];

type Stage = 'ready' | 'playing' | 'fading';

interface IntroOverlayProps {
  companionName: string;
  /** the welcome is over (played to the end, skipped, or the 20 s fallback) */
  onFinish(): void;
  /** spec: 'Continue' is offered when there is somewhere to go next */
  onContinue?: () => void;
}

/**
 * The intro "video": an animated scene in which McKenzie waves and says hello. There is no video
 * file; Play starts the scene with her voice (or silently, with captions, where the browser cannot
 * speak). It ends by itself, on Skip Video or Continue, or after 20 s, fading out over 1 s.
 */
export function IntroOverlay({ companionName, onFinish, onContinue }: IntroOverlayProps) {
  const { t } = useTranslation('onboarding');
  const [stage, setStage] = useState<Stage>('ready');
  const [line, setLine] = useState(0);
  const finished = useRef(false);

  const finish = useCallback(
    (then: () => void = onFinish) => {
      if (finished.current) return;
      finished.current = true;
      stopSpeaking();
      setStage('fading');
      setTimeout(then, INTRO_FADE_MS);
    },
    [onFinish],
  );

  useEffect(() => {
    const fallback = setTimeout(() => finish(), INTRO_FALLBACK_MS);
    return () => clearTimeout(fallback);
  }, [finish]);

  useEffect(() => {
    if (stage !== 'playing') return;
    const timer = setInterval(() => setLine((n) => n + 1), INTRO_LINE_MS);
    return () => clearInterval(timer);
  }, [stage]);

  useEffect(() => {
    if (line >= LINE_KEYS.length) finish();
  }, [line, finish]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [finish]);

  const play = () => {
    setStage('playing');
    setLine(0);
    if (isSpeechSupported() || typeof window.Audio === 'function') {
      speak(LINE_KEYS.map((key) => t(key, { companion: companionName })).join(' '), { personalize: false, emotion: 'excited' });
    } else {
      // Neither voice works: the captions play on their own, and the intro moves on shortly after.
      setTimeout(() => finish(), INTRO_AUTO_CONTINUE_MS + LINE_KEYS.length * INTRO_LINE_MS);
    }
  };

  const shownLine = Math.min(line, LINE_KEYS.length - 1);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('intro.label', { companion: companionName })}
      data-testid="intro-overlay"
      data-stage={stage}
      className="intro-scene fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 overflow-hidden p-4 text-center"
      style={{ opacity: stage === 'fading' ? 0 : 1, transition: `opacity ${INTRO_FADE_MS}ms ease` }}
    >
      <div aria-hidden className="intro-sparkles" />
      <div className="relative flex max-w-3xl flex-col items-center gap-3 sm:flex-row sm:gap-6">
        <McKenzie
          pose={stage === 'playing' ? (LINE_POSES[shownLine] ?? 'waving') : 'waving'}
          size={220}
          title={companionName}
          className={`shrink-0 ${stage === 'playing' ? 'intro-dance' : ''}`}
        />
        <SpeechBubble tail="left" className="max-w-md">
          {stage === 'ready' ? (
            <p className="text-2xl font-extrabold text-grape sm:text-3xl">{t('intro.title', { companion: companionName })}</p>
          ) : (
            <p key={shownLine} aria-live="polite" className="animate-pop text-2xl font-bold sm:text-3xl">
              {t(LINE_KEYS[shownLine]!, { companion: companionName })}
            </p>
          )}
        </SpeechBubble>
      </div>
      <div className="relative flex flex-wrap items-center justify-center gap-3">
        {stage === 'ready' ? (
          <Button size="lg" variant="happy" onClick={play} icon={<Play aria-hidden className="h-7 w-7" />}>
            {t('intro.play')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => finish()} icon={<SkipForward aria-hidden className="h-5 w-5" />}>
          {t('intro.skip')}
        </Button>
        {onContinue ? (
          <Button variant="mint" onClick={() => finish(onContinue)} icon={<ArrowRight aria-hidden className="h-5 w-5" />}>
            {t('intro.continue')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
