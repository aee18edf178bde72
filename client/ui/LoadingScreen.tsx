import { useTranslation } from 'react-i18next';
import { McKenzie } from './mckenzie';

export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 py-16">
      <McKenzie pose="thinking" size={160} />
      <p className="font-display text-2xl text-grape">{label ?? t('loading')}</p>
    </div>
  );
}
