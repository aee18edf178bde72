import { Save, Volume2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_CUSTOMIZATION, GREETING_LANGUAGES, SKIN_COLORS, VOICE_SPEEDS, type GreetingLanguage, type SkinColor, type VoiceSpeed,
} from '../../../contract/profileConstants';
import type { Customization } from '../../../contract/users';
import { useProfile } from '../../lib/profile';
import { useUpdateProfile } from '../../lib/profileCache';
import { speak } from '../../lib/speech';
import { toast } from '../../lib/toast';
import { useCompanionName } from '../../lib/users';
import { Button } from '../../ui/Button';
import { McKenzie, OWN_SKIN_COLOR, SKIN_TONE_HEX } from '../../ui/mckenzie';
import { GREETINGS } from './greetings';

const SPEED_EMOJI: Record<VoiceSpeed, string> = { slow: '🐢', normal: '🙂', fast: '🐇' };

function ChoiceButton({ pressed, onClick, label, children }: { pressed: boolean; onClick: () => void; label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`font-display flex min-h-14 items-center justify-center gap-2 rounded-2xl border-4 px-3 text-lg font-bold transition active:scale-95 ${
        pressed ? 'border-grape bg-grape/10 text-grape' : 'border-transparent bg-sky text-ink hover:border-grape/30'
      }`}
    >
      {children}
    </button>
  );
}

/** Customize McKenzie (spec part 2 §2.4): her skin tone, the language she greets in and how fast she talks. */
export function CustomizeSection() {
  const { t } = useTranslation('customize');
  const profile = useProfile();
  const update = useUpdateProfile();
  const name = useCompanionName();
  // Before any choice she keeps her own drawn tone (not the spec's very-light), so opening this screen
  // and saving only a new speed never changes how she looks.
  const [choice, setChoice] = useState<Customization>(() => profile.data?.customization ?? { ...DEFAULT_CUSTOMIZATION, skinColor: OWN_SKIN_COLOR });
  const set = (patch: Partial<Customization>) => setChoice((c) => ({ ...c, ...patch }));

  const hear = () => {
    const greeting = GREETINGS[choice.language];
    speak(greeting.text(name), { lang: greeting.locale, voiceSpeed: choice.voiceSpeed, personalize: false, useProvider: false, emotion: 'excited' });
  };

  const save = () =>
    update.mutate(
      { customization: choice },
      {
        onSuccess: () => toast({ title: t('savedTitle'), description: t('saved', { name }), variant: 'success' }),
        onError: () => toast({ title: t('failedTitle'), description: t('failed'), variant: 'destructive' }),
      },
    );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 md:flex-row md:items-start">
      <div className="flex flex-col items-center gap-3 rounded-[2rem] bg-white p-4 shadow-md md:sticky md:top-20 md:w-80">
        <div data-testid="customize-preview" data-skin={choice.skinColor}>
          <McKenzie pose="waving" size={240} skinTone={SKIN_TONE_HEX[choice.skinColor]} title={name} />
        </div>
        <Button variant="happy" onClick={hear} icon={<Volume2 aria-hidden className="h-6 w-6" />}>
          {t('hear', { name })}
        </Button>
      </div>

      <div className="flex flex-1 flex-col gap-4">
        <section className="rounded-[2rem] bg-white p-4 shadow-md" aria-labelledby="skin-title">
          <h2 id="skin-title" className="font-display mb-3 text-2xl font-extrabold text-grape">🎨 {t('skinTitle')}</h2>
          <div className="grid grid-cols-4 gap-2">
            {SKIN_COLORS.map((skin: SkinColor) => (
              <ChoiceButton key={skin} pressed={choice.skinColor === skin} onClick={() => set({ skinColor: skin })} label={t(`skin.${skin}`)}>
                <span aria-hidden className="h-9 w-9 rounded-full border-2 border-ink/20" style={{ background: SKIN_TONE_HEX[skin] }} />
              </ChoiceButton>
            ))}
          </div>
        </section>

        <section className="rounded-[2rem] bg-white p-4 shadow-md" aria-labelledby="language-title">
          <h2 id="language-title" className="font-display mb-3 text-2xl font-extrabold text-grape">🌍 {t('languageTitle')}</h2>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {GREETING_LANGUAGES.map((language: GreetingLanguage) => (
              <ChoiceButton key={language} pressed={choice.language === language} onClick={() => set({ language })} label={t(`language.${language}`)}>
                <span aria-hidden>{GREETINGS[language].emoji}</span>
                {t(`language.${language}`)}
              </ChoiceButton>
            ))}
          </div>
        </section>

        <section className="rounded-[2rem] bg-white p-4 shadow-md" aria-labelledby="speed-title">
          <h2 id="speed-title" className="font-display mb-3 text-2xl font-extrabold text-grape">⏩ {t('speedTitle')}</h2>
          <div className="grid grid-cols-3 gap-2">
            {VOICE_SPEEDS.map((speed: VoiceSpeed) => (
              <ChoiceButton key={speed} pressed={choice.voiceSpeed === speed} onClick={() => set({ voiceSpeed: speed })} label={t(`speed.${speed}`)}>
                <span aria-hidden className="text-2xl">{SPEED_EMOJI[speed]}</span>
                {t(`speed.${speed}`)}
              </ChoiceButton>
            ))}
          </div>
        </section>

        <Button size="lg" variant="mint" onClick={save} disabled={update.isPending} icon={<Save aria-hidden className="h-7 w-7" />} className="self-center">
          {t('save', { name })}
        </Button>
      </div>
    </div>
  );
}
