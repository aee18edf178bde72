import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REGION_LIST, type Country, type RegionId } from '../../../content/geography';
import type { UiLanguage } from '../../../contract/constants';
import { ReadAloudButton } from '../../shared/ReadAloudButton';
import { Button } from '../../ui/Button';
import { McKenzieSays } from '../../ui/McKenzieSays';
import { countryLine } from './countryLine';
import { Globe } from './Globe';
import type { World } from './world';

export interface GlobeIntroProps {
  world: World | undefined;
  spinning: boolean;
  spinStartedAt: number;
  language: UiLanguage;
  picked: Country | undefined;
  onCountry(country: Country): void;
  onRegion(region: RegionId): void;
  onMore(country: Country): void;
  onAskGeneral(): void;
}

/** The top of Learn Geography: McKenzie's bubble, the globe, what was tapped, and the six region buttons. */
export function GlobeIntro({ world, spinning, spinStartedAt, language, picked, onCountry, onRegion, onMore, onAskGeneral }: GlobeIntroProps) {
  const { t } = useTranslation('geography');
  const { t: topicsT } = useTranslation('topics');
  const said = picked ? countryLine(picked, language, t) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <McKenzieSays pose="happy" title={t('title')} size={110}>
        {t('bubble')}
      </McKenzieSays>
      <p aria-live="polite" data-testid="globe-status" className="font-display text-center text-xl font-bold text-grape sm:text-2xl">
        {spinning ? t('spinning') : t('ready')}
      </p>
      <Globe
        world={world}
        spinning={spinning}
        spinStartedAt={spinStartedAt}
        highlighted={picked?.code}
        label={t('globeLabel')}
        dotLabel={(id) => t(`regions.${id}`)}
        onRegion={onRegion}
        onCountry={onCountry}
      />
      <p className="text-center text-base text-ink/70">{t('dragHint')}</p>
      {picked && said ? (
        <section
          aria-live="polite"
          data-testid="picked-country"
          className="animate-pop flex flex-col items-center gap-3 rounded-[2rem] bg-white p-4 text-center shadow-lg"
        >
          <h3 className="font-display flex items-center gap-3 text-3xl font-extrabold text-grape">
            <span aria-hidden className="text-5xl">
              {picked.flag}
            </span>
            {said.name}
          </h3>
          <p className="text-xl">{said.line}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <ReadAloudButton text={`${said.name}. ${said.line}`} label={topicsT('playVoice')} stopLabel={topicsT('stopVoice')} category="geography" />
            <Button variant="mint" onClick={() => onMore(picked)} icon={<MessageCircle aria-hidden className="h-6 w-6" />}>
              {t('tellMeMore', { country: said.name })}
            </Button>
          </div>
        </section>
      ) : null}
      <nav aria-label={t('regionsLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {REGION_LIST.map((region) => (
          <button
            key={region.id}
            type="button"
            data-testid={`region-button-${region.id}`}
            onClick={() => onRegion(region.id)}
            className="font-display flex min-h-16 items-center justify-center gap-2 rounded-[1.5rem] px-3 py-2 text-lg font-extrabold text-white shadow-md transition hover:-translate-y-0.5 active:scale-95 sm:text-xl"
            style={{ backgroundColor: region.color }}
          >
            <span aria-hidden className="size-4 shrink-0 rounded-full border-2 border-white" />
            {t(`regions.${region.id}`)}
          </button>
        ))}
      </nav>
      <div className="flex justify-center">
        <Button variant="happy" size="lg" onClick={onAskGeneral} icon={<span aria-hidden>💬</span>}>
          {t('askGeneral')}
        </Button>
      </div>
      <h3 className="font-display text-center text-2xl font-extrabold text-grape">{t('topicsLabel')}</h3>
    </div>
  );
}
