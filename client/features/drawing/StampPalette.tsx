import type { PointerEvent } from 'react';
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
  return (
    <div className="flex flex-col gap-3">
      <div role="radiogroup" aria-label={t('stampSize')} className="flex flex-wrap items-end gap-1.5">
        <span className="font-display mr-1 self-center text-lg font-bold text-grape">{t('stampSize')}</span>
        {STAMP_SIZES.map((option) => {
          const name = option.nameKey ? t(`sizes.${option.nameKey}`) : t('sizeNumber', { size: option.size });
          return (
            <button
              key={option.size}
              type="button"
              role="radio"
              aria-checked={size === option.size}
              aria-label={name}
              title={name}
              onClick={() => onSize(option.size)}
              className={`font-display grid h-16 min-w-16 place-items-center rounded-2xl px-2 leading-none font-extrabold transition active:scale-95 ${
                size === option.size
                  ? 'bg-sun text-ink shadow-[0_4px_0_#e0b400]'
                  : 'bg-white text-grape ring-2 ring-grape/20'
              }`}
            >
              <span style={{ fontSize: 12 + (option.size - 24) / 3 }} aria-hidden>
                A
              </span>
              <span className="text-sm font-bold" aria-hidden>
                {option.nameKey ? t(`sizes.${option.nameKey}`) : option.size}
              </span>
            </button>
          );
        })}
      </div>
      <div
        role="group"
        aria-label={t(`tabs.${kind === 'letter' ? 'letters' : kind === 'number' ? 'numbers' : 'pictures'}`)}
        className="grid max-h-64 grid-cols-[repeat(auto-fill,minmax(3.5rem,1fr))] gap-2 overflow-y-auto overscroll-contain p-1"
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
              className={`font-display grid h-14 place-items-center rounded-2xl text-3xl leading-none font-extrabold transition select-none active:scale-90 ${
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
