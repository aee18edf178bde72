import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface UpdatePromptProps {
  onUpdate: () => void;
  onLater: () => void;
}

/** A quiet bar for grown-ups in a bottom corner: the child can keep playing, nothing is covered. */
export function UpdatePrompt({ onUpdate, onLater }: UpdatePromptProps) {
  const { t } = useTranslation('pwa');
  const [updating, setUpdating] = useState(false);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="update-prompt"
      className="fixed bottom-3 left-3 z-[90] flex max-w-[calc(100vw-1.5rem)] items-center gap-2 rounded-2xl border-2 border-grape/20 bg-white/95 py-2 pr-2 pl-4 text-sm text-ink shadow-md sm:max-w-md"
    >
      <p className="flex-1">{t('updateReady')}</p>
      <button
        type="button"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          onUpdate();
        }}
        className="min-h-10 shrink-0 rounded-full bg-grape px-4 font-bold text-white disabled:opacity-60"
      >
        {updating ? t('updating') : t('update')}
      </button>
      <button
        type="button"
        aria-label={t('later')}
        title={t('later')}
        onClick={onLater}
        className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-ink/70 hover:bg-black/5"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
