import { ArrowLeft, ArrowRight, Home, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton';
import { useSections } from '../../lib/sections/SectionsContext';
import { useWelcome } from '../welcome/WelcomeProvider';

export function NavigationHeader({ title, showHome = true }: { title: string; showHome?: boolean }) {
  const { t } = useTranslation();
  const sections = useSections();
  const welcome = useWelcome();
  return (
    <header className="sticky top-0 z-30 flex items-center gap-2 bg-white/80 px-3 py-2 shadow-sm backdrop-blur sm:px-5">
      <div className="flex gap-2">
        <IconButton label={t('nav.back')} onClick={sections.back} disabled={!sections.canGoBack}>
          <ArrowLeft aria-hidden />
        </IconButton>
        <IconButton label={t('nav.forward')} onClick={sections.forward} disabled={!sections.canGoForward}>
          <ArrowRight aria-hidden />
        </IconButton>
      </div>
      <h1 className="font-display line-clamp-2 min-w-0 flex-1 text-center text-xl leading-tight font-extrabold [overflow-wrap:anywhere] text-grape sm:text-3xl">
        {title}
      </h1>
      <div className="flex gap-2">
        {showHome ? (
          <IconButton label={t('nav.home')} onClick={welcome.homePressed}>
            <Home aria-hidden />
          </IconButton>
        ) : null}
        <IconButton label={t('nav.close')} onClick={sections.home} tone="berry">
          <X aria-hidden />
        </IconButton>
      </div>
    </header>
  );
}
