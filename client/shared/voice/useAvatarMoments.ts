import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatarPopup } from './AvatarPopup';

/** Spec §9: the greeting shows 1000 ms after a screen opens. */
export const GREETING_DELAY_MS = 1000;

/**
 * The avatar popup's greeting when a section opens (1 s later, stays 6 s). It never speaks, so it
 * cannot talk over a section's own read-aloud.
 */
export function useSectionGreeting(sectionKey: string, sectionTitle: string) {
  const popup = useAvatarPopup();
  const { t } = useTranslation();
  useEffect(() => {
    if (sectionKey === 'home') return;
    const timer = setTimeout(
      () => popup.show(t('popup.greeting', { section: sectionTitle }), { context: 'greeting', speak: false }),
      GREETING_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [sectionKey, sectionTitle, popup, t]);
}

/** A silent popup for a moment on screen: 'encouragement' (5 s) or 'prompt' (the question prompt, 6 s). */
export function useAvatarMoment(context: 'encouragement' | 'prompt', message: string | null) {
  const popup = useAvatarPopup();
  useEffect(() => {
    if (message) popup.show(message, { context, speak: false });
  }, [context, message, popup]);
}
