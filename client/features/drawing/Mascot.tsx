import { useTranslation } from 'react-i18next';
import { useCompanionName } from '../../lib/users';
import { McKenzie, type McKenziePose } from '../../ui/mckenzie';

export type MascotMood =
  'start' | 'welcomeBack' | 'drawing' | 'stamp' | 'eraser' | 'cleared' | 'saved' | 'undo' | 'hint';

const POSE: Record<MascotMood, McKenziePose> = {
  start: 'waving',
  welcomeBack: 'happy',
  drawing: 'happy',
  stamp: 'cheering',
  eraser: 'gentle',
  cleared: 'talking',
  saved: 'cheering',
  undo: 'thinking',
  hint: 'talking',
};

/** McKenzie cheering the young artist on, with a line that follows what they just did. */
export function Mascot({ mood, text, pose }: { mood: MascotMood; text?: string; pose?: McKenziePose }) {
  const { t } = useTranslation('drawing');
  const companion = useCompanionName();
  return (
    <div className="flex min-w-[16rem] flex-1 items-center gap-2" aria-live="polite">
      <McKenzie pose={pose ?? POSE[mood]} size={76} title={companion} className="shrink-0" />
      <p
        data-testid="drawing-mascot-says"
        className="font-display relative rounded-3xl bg-white px-4 py-2 text-lg leading-snug font-bold text-grape shadow-md before:absolute before:top-1/2 before:left-[-10px] before:-translate-y-1/2 before:border-y-[8px] before:border-r-[12px] before:border-y-transparent before:border-r-white before:content-['']"
      >
        {text ?? t(`mascot.${mood === 'hint' ? 'start' : mood}`)}
      </p>
    </div>
  );
}
