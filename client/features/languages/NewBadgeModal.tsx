import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BadgeDto } from '../../../contract/languages';
import { speak } from '../../lib/speech';
import { Button } from '../../ui/Button';
import { Overlay } from './Overlay';

/** 'New Badge Earned!' with 'Hear It' and 'Awesome!'. */
export function NewBadgeModal({ badge, onClose }: { badge: BadgeDto; onClose(): void }) {
  const { t } = useTranslation('languages');
  const name = t(`badges.${badge.id}.name`);
  const description = t(`badges.${badge.id}.description`);
  return (
    <Overlay title={t('badgeModal.title')} onClose={onClose} testId="new-badge-modal">
      <div className="flex flex-col items-center gap-3 text-center">
        <h2 className="font-display text-3xl font-extrabold text-grape">{t('badgeModal.title')}</h2>
        <p aria-hidden className="text-8xl">
          {badge.icon}
        </p>
        <p className="font-display text-2xl font-extrabold">{name}</p>
        <p className="text-lg">{description}</p>
        <p className="rounded-full bg-grape/10 px-4 py-1 font-bold text-grape">{t(`rarity.${badge.rarity}`)}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={() => speak(t('badgeModal.speech', { name, description }), { category: 'languages' })} icon={<Volume2 aria-hidden className="h-6 w-6" />}>
            {t('badgeModal.hear')}
          </Button>
          <Button variant="happy" size="lg" onClick={onClose}>
            {t('badgeModal.awesome')}
          </Button>
        </div>
      </div>
    </Overlay>
  );
}
