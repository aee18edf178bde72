import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StampKind } from './ops';
import { STAMP_SIZES } from './palette';
import { encodeStamp, STAMP_MIME, type StampItem } from './stampDrag';

export interface StampChoice {
  text: string;
  label: string;
}

interface StampPaletteProps {
  kind: StampKind;
  choices: readonly StampChoice[];
  selected: string;
  color: string;
  size: number;
  onSize(size: number): void;
  /** `fromKeyboard`: chosen with Enter or Space, so there is no pointer to stamp with. */
  onSelect(item: StampItem, fromKeyboard: boolean): void;
  onTouchDrag(item: StampItem, event: PointerEvent<HTMLElement>): void;
}

const LIGHT = new Set(['#ffffff', '#cfd8dc', '#fdd835', '#a3e635', '#69f0ae', '#ffcc80']);

/** Letters, numbers or pictures to tap (then tap the paper) or drag onto the paper, and the stamp size. */
export function StampPalette({
  kind,
  choices,
  selected,
  color,
  size,
  onSize,
  onSelect,
  onTouchDrag,
}: StampPaletteProps) {
  const { t } = useTranslation('drawing');
  const picture = kind === 'picture';
  const sizes = useRef<HTMLDivElement>(null);
  // In the sideways strip on a phone, start with the chosen size in sight (Large is fifth of eight).
  useEffect(() => {
    const strip = sizes.current;
    const chosen = strip?.querySelector<HTMLElement>('[aria-checked="true"]');
    if (!strip || !chosen || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = chosen.offsetLeft - (strip.clientWidth - chosen.offsetWidth) / 2;
    // Only when the palette opens: a tap on another size must not move the strip under the finger.
  }, []);
  return (
    // On a phone the sizes are one sideways strip and the stamps scroll in the room left; beside the paper
    // at tablet width the sizes sit four by two.
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div
        ref={sizes}
        role="radiogroup"
        aria-label={t('stampSize')}
        className="relative flex shrink-0 gap-1.5 overflow-x-auto overscroll-x-contain p-1 lg:grid lg:grid-cols-4 lg:overflow-visible"
      >
        <span className="font-display self-center text-base font-bold text-grape max-lg:sr-only lg:col-span-4">
          {t('stampSize')}
        </span>
        {STAMP_SIZES.map((option) => {
          const named = t(`sizes.${option.nameKey}`);
          const name = option.bigger ? t('sizeBigger', { name: named }) : named;
          return (
            <button
              key={option.size}
              type="button"
              role="radio"
              aria-checked={size === option.size}
              aria-label={name}
              title={name}
              onClick={() => onSize(option.size)}
              className={`font-display flex min-h-12 shrink-0 items-center justify-center gap-1.5 rounded-2xl px-2.5 leading-none font-extrabold transition active:scale-95 lg:min-h-14 lg:flex-col lg:gap-0.5 lg:px-1 ${
                size === option.size
                  ? 'bg-sun text-ink shadow-[0_4px_0_#e0b400]'
                  : 'bg-white text-grape ring-2 ring-grape/20'
              }`}
            >
              <span style={{ fontSize: 12 + (option.size - 24) / 3 }} aria-hidden>
                A
              </span>
              <span className="text-sm leading-tight font-bold [overflow-wrap:anywhere]" aria-hidden>
                {name}
              </span>
            </button>
          );
        })}
      </div>
      <div
        role="group"
        aria-label={t(`tabs.${kind === 'letter' ? 'letters' : kind === 'number' ? 'numbers' : 'pictures'}`)}
        className="grid min-h-0 flex-1 auto-rows-min grid-cols-[repeat(auto-fill,minmax(3rem,1fr))] gap-1.5 overflow-y-auto overscroll-contain p-1 lg:grid-cols-[repeat(auto-fill,minmax(3.5rem,1fr))] lg:gap-2"
      >
        {choices.map((choice) => {
          const item: StampItem = { kind, text: choice.text };
          const isSelected = choice.text === selected;
          return (
            <button
              key={choice.text}
              type="button"
              draggable
              aria-label={choice.label}
              title={choice.label}
              aria-pressed={isSelected}
              onClick={(event) => onSelect(item, event.detail === 0)}
              onPointerDown={(event) => onTouchDrag(item, event)}
              onDragStart={(event) => {
                event.dataTransfer.setData(STAMP_MIME, encodeStamp(item));
                event.dataTransfer.setData('text/plain', choice.text);
                event.dataTransfer.effectAllowed = 'copy';
                onSelect(item, false);
              }}
              className={`font-display grid h-12 place-items-center rounded-2xl text-3xl lg:h-14 leading-none font-extrabold transition select-none active:scale-90 ${
                isSelected
                  ? 'bg-sun shadow-[0_4px_0_#e0b400] ring-4 ring-grape'
                  : LIGHT.has(color) && !picture
                    ? 'bg-ink/80'
                    : 'bg-white shadow-sm'
              } ${picture ? '' : choice.text.length > 2 ? 'text-2xl' : ''}`}
              style={{ color: picture ? undefined : color, WebkitTouchCallout: 'none' }}
            >
              {choice.text}
            </button>
          );
        })}
      </div>
    </div>
  );
}
