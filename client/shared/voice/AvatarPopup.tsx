import { Volume2, X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCategory } from '../../../contract/common';
import { speakSoon, stopSpeakingSoon } from '../../lib/speechSoon';
import { readStorage, STORAGE_KEYS } from '../../lib/storageKeys';
import { useCompanionName } from '../../lib/users';
import { IconButton } from '../../ui/IconButton';
import { McKenzieFace } from '../../ui/mckenzie';
import { AVATAR_POPUP_DURATION_MS, AVATAR_POPUP_SPEAK_DELAY_MS, type AvatarPopupContext } from './avatarPopupTimings';

export interface ShowAvatarPopupOptions {
  context?: AvatarPopupContext;
  category?: MessageCategory;
  /** the response context speaks after 500 ms unless the screen already reads the reply aloud */
  speak?: boolean;
}

export interface AvatarPopupApi {
  show(message: string, options?: ShowAvatarPopupOptions): void;
  hide(): void;
}

const NOOP: AvatarPopupApi = { show: () => {}, hide: () => {} };
const AvatarPopupContextValue = createContext<AvatarPopupApi>(NOOP);

/** The popup shows only after the child saved an avatar (spec: local flag avatarSaved). */
export function isAvatarPopupEnabled(): boolean {
  return readStorage(STORAGE_KEYS.avatarSaved) === 'true';
}

interface Shown {
  id: number;
  message: string;
  context: AvatarPopupContext;
  category?: MessageCategory;
  speak: boolean;
}

export function AvatarPopupProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const counter = useRef(0);
  // Kept in step with every show/hide at once (not after the next render), so a greeting whose
  // timer fires between a prompt's show() and its render still sees the prompt and stays away.
  const current = useRef<Shown | undefined>(undefined);

  const show = useCallback((message: string, options: ShowAvatarPopupOptions = {}) => {
    if (!message.trim() || !isAvatarPopupEnabled()) return;
    counter.current += 1;
    const context = options.context ?? 'default';
    // A greeting never pushes aside something the screen has just said (a prompt, a reply).
    if (context === 'greeting' && current.current && current.current.context !== 'greeting') return;
    const next: Shown = {
      id: counter.current,
      message,
      context,
      category: options.category,
      speak: options.speak ?? context === 'response',
    };
    current.current = next;
    setShown(next);
  }, []);
  const hide = useCallback(() => {
    current.current = undefined;
    setShown(undefined);
  }, []);
  const api = useMemo(() => ({ show, hide }), [show, hide]);

  return (
    <AvatarPopupContextValue.Provider value={api}>
      {children}
      {shown ? <AvatarPopupBubble key={shown.id} shown={shown} onClose={hide} /> : null}
    </AvatarPopupContextValue.Provider>
  );
}

export function useAvatarPopup(): AvatarPopupApi {
  return useContext(AvatarPopupContextValue);
}

function AvatarPopupBubble({ shown, onClose }: { shown: Shown; onClose: () => void }) {
  const { t } = useTranslation('voice');
  const name = useCompanionName();

  useEffect(() => {
    const timer = setTimeout(onClose, AVATAR_POPUP_DURATION_MS[shown.context]);
    return () => clearTimeout(timer);
  }, [shown, onClose]);

  useEffect(() => {
    if (!shown.speak) return;
    const timer = setTimeout(() => speakSoon(shown.message, { category: shown.category }), AVATAR_POPUP_SPEAK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <aside
      aria-label={t('popupLabel', { name })}
      aria-live="polite"
      data-testid="avatar-popup"
      className="animate-pop fixed right-3 bottom-3 z-40 flex max-w-[min(24rem,calc(100vw-1.5rem))] items-end gap-2"
    >
      <div className="relative rounded-[1.5rem] rounded-br-md bg-white p-4 pr-3 shadow-xl">
        <p className="font-display max-h-40 overflow-y-auto pr-1 text-lg leading-snug">{shown.message}</p>
        <div className="mt-2 flex justify-end gap-2">
          <IconButton label={t('popupSpeak')} onClick={() => speakSoon(shown.message, { category: shown.category })}>
            <Volume2 aria-hidden />
          </IconButton>
          <IconButton
            label={t('popupClose')}
            tone="berry"
            onClick={() => {
              stopSpeakingSoon();
              onClose();
            }}
          >
            <X aria-hidden />
          </IconButton>
        </div>
      </div>
      <McKenzieFace size={72} expression="talking" title={name} />
    </aside>
  );
}
