import { Home, RotateCcw, Save, Shuffle, Sparkles, Volume2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_PITCH, VOICE_RATE, VOICE_VOLUME } from '../../../contract/profileConstants';
import { useProfile } from '../../lib/profile';
import { useUpdateProfile } from '../../lib/profileCache';
import { useSections } from '../../lib/sections/SectionsContext';
import { speak, stopSpeaking } from '../../lib/speech';
import { parseVoiceSettings, VOICE_DEFAULTS, type VoiceSettingsValues } from '../../lib/speechSettings';
import { readStorage, STORAGE_KEYS } from '../../lib/storageKeys';
import { toast } from '../../lib/toast';
import { useCompanionName } from '../../lib/users';
import { Button } from '../../ui/Button';
import { McKenzieSays } from '../../ui/McKenzieSays';
import { VoiceCloning } from './VoiceCloning';
import {
  EFFECT_EMOJI, EMOTION_EMOJI, MAGIC_EFFECTS, MAGIC_EMOTIONS, magicVoice, surprise, VOICE_TEST_MS, type MagicEffect, type MagicEmotion,
} from './voiceMagic';

/** The 3 s 'testing' state of a voice test (spec part 2 §4). */
function useTesting(): [boolean, () => void] {
  const [testing, setTesting] = useState(false);
  useEffect(() => {
    if (!testing) return;
    const timer = setTimeout(() => setTesting(false), VOICE_TEST_MS);
    return () => clearTimeout(timer);
  }, [testing]);
  return [testing, () => setTesting(true)];
}

function VoiceSlider({ id, label, value, range, onChange }: { id: string; label: string; value: number; range: { min: number; max: number; step: number }; onChange: (v: number) => void }) {
  return (
    <div className="rounded-[1.5rem] bg-white px-4 py-3 shadow-md">
      <label htmlFor={id} className="font-display flex justify-between text-xl font-bold">
        {label}
        <output htmlFor={id} className="text-grape">
          {Number(value.toFixed(2))}
        </output>
      </label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(event) => onChange(Math.round(Number(event.target.value) * 10) / 10)}
        className="h-12 w-full accent-grape"
      />
    </div>
  );
}

function Choice({ pressed, onClick, emoji, children }: { pressed: boolean; onClick: () => void; emoji: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`font-display flex min-h-16 flex-col items-center justify-center rounded-2xl border-4 px-2 py-1 text-base font-bold transition active:scale-95 ${
        pressed ? 'border-grape bg-grape/10 text-grape' : 'border-transparent bg-sky text-ink hover:border-grape/30'
      }`}
    >
      <span aria-hidden className="text-3xl">
        {emoji}
      </span>
      {children}
    </button>
  );
}

function initialSettings(stored: VoiceSettingsValues | null | undefined): VoiceSettingsValues {
  return stored ?? parseVoiceSettings(readStorage(STORAGE_KEYS.voiceSettings));
}

/** Voice Settings (spec part 2 §2.5) and its second screen, Voice Magic. */
export function VoiceSettingsSection() {
  const { t } = useTranslation('voiceSettings');
  const profile = useProfile();
  const update = useUpdateProfile();
  const sections = useSections();
  const name = useCompanionName();
  const [screen, setScreen] = useState<'settings' | 'magic'>('settings');
  const [values, setValues] = useState<VoiceSettingsValues>(() => initialSettings(profile.data?.voiceSettings));
  const [emotion, setEmotion] = useState<MagicEmotion>('happy');
  const [effect, setEffect] = useState<MagicEffect>('normal');
  const [testing, startTesting] = useTesting();

  useEffect(() => stopSpeaking, []);

  const store = (next: VoiceSettingsValues, title: string) =>
    update.mutate(
      { voiceSettings: { pitch: next.pitch, rate: next.rate, volume: next.volume, ...(next.voiceName ? { voiceName: next.voiceName } : {}) } },
      {
        onSuccess: () => toast({ title, variant: 'success' }),
        onError: () => toast({ title: t('failedTitle'), description: t('failed'), variant: 'destructive' }),
      },
    );

  const test = () => {
    startTesting();
    speak(t('sample', { name }), { voiceSettings: values, useProvider: false, personalize: false });
  };

  const testMagic = (e: MagicEmotion, f: MagicEffect) => {
    startTesting();
    const voice = magicVoice(e, f);
    speak(t(`magicLine.${f}`, { name }), { voiceSettings: values, useProvider: false, personalize: false, emotion: voice.emotion, tweak: voice.tweak });
  };

  if (screen === 'magic') {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="voice-magic">
        <McKenzieSays pose="cheering" title={t('magicTitle')}>
          {t('magicIntro', { name })}
        </McKenzieSays>
        <section className="rounded-[2rem] bg-white p-4 shadow-md" aria-labelledby="emotion-title">
          <h2 id="emotion-title" className="font-display mb-3 text-2xl font-extrabold text-grape">
            {t('emotionTitle')}
          </h2>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {MAGIC_EMOTIONS.map((e) => (
              <Choice key={e} pressed={emotion === e} onClick={() => setEmotion(e)} emoji={EMOTION_EMOJI[e]}>
                {t(`emotions.${e}`)}
              </Choice>
            ))}
          </div>
        </section>
        <section className="rounded-[2rem] bg-white p-4 shadow-md" aria-labelledby="effect-title">
          <h2 id="effect-title" className="font-display mb-3 text-2xl font-extrabold text-grape">
            {t('effectTitle')}
          </h2>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {MAGIC_EFFECTS.map((f) => (
              <Choice key={f} pressed={effect === f} onClick={() => setEffect(f)} emoji={EFFECT_EMOJI[f]}>
                {t(`effects.${f}`)}
              </Choice>
            ))}
          </div>
        </section>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="happy" size="lg" onClick={() => testMagic(emotion, effect)} disabled={testing} icon={<Volume2 aria-hidden className="h-7 w-7" />}>
            {testing ? t('testing') : t('test')}
          </Button>
          <Button
            variant="primary"
            size="lg"
            disabled={testing}
            onClick={() => {
              const next = surprise();
              setEmotion(next.emotion);
              setEffect(next.effect);
              testMagic(next.emotion, next.effect);
            }}
            icon={<Shuffle aria-hidden className="h-7 w-7" />}
          >
            {t('surprise')}
          </Button>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={() => setScreen('settings')}>
            🎚️ {t('backToSettings')}
          </Button>
          <Button variant="secondary" onClick={sections.home} icon={<Home aria-hidden className="h-5 w-5" />}>
            {t('backHome')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="voice-settings">
      <McKenzieSays pose="listening" title={t('title', { name })}>
        {t('intro')}
      </McKenzieSays>
      <div className="grid gap-3 sm:grid-cols-3">
        <VoiceSlider id="voice-pitch" label={`🎵 ${t('pitch')}`} value={values.pitch} range={VOICE_PITCH} onChange={(pitch) => setValues((v) => ({ ...v, pitch }))} />
        <VoiceSlider id="voice-rate" label={`⏩ ${t('speed')}`} value={values.rate} range={VOICE_RATE} onChange={(rate) => setValues((v) => ({ ...v, rate }))} />
        <VoiceSlider id="voice-volume" label={`🔊 ${t('volume')}`} value={values.volume} range={VOICE_VOLUME} onChange={(volume) => setValues((v) => ({ ...v, volume }))} />
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="happy" size="lg" onClick={test} disabled={testing} icon={<Volume2 aria-hidden className="h-7 w-7" />}>
          {testing ? t('testing') : t('test')}
        </Button>
        <Button variant="mint" size="lg" onClick={() => store(values, t('savedTitle'))} disabled={update.isPending} icon={<Save aria-hidden className="h-7 w-7" />}>
          {t('save')}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          disabled={update.isPending}
          onClick={() => {
            setValues({ ...VOICE_DEFAULTS });
            store({ ...VOICE_DEFAULTS }, t('resetTitle'));
          }}
          icon={<RotateCcw aria-hidden className="h-6 w-6" />}
        >
          {t('reset')}
        </Button>
      </div>
      <Button variant="primary" size="lg" className="self-center" onClick={() => setScreen('magic')} icon={<Sparkles aria-hidden className="h-7 w-7" />}>
        {t('magic')}
      </Button>
      <VoiceCloning />
    </div>
  );
}
