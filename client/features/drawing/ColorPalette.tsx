import { Eraser, Paintbrush } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrushTool } from './ops';
import { COLORS } from './palette';

interface ColorPaletteProps {
  color: string;
  tool: BrushTool | null;
  onColor(color: string): void;
}

/** Brush and eraser. */
export function ToolButtons({ tool, onTool }: { tool: BrushTool | null; onTool(tool: BrushTool): void }) {
  const { t } = useTranslation('drawing');
  const toolButton = (id: BrushTool, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={tool === id}
      onClick={() => onTool(id)}
      className={`font-display flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full px-3 text-lg sm:px-4 font-bold transition active:scale-95 ${
        tool === id ? 'bg-grape text-white shadow-[0_4px_0_#5a3fd6]' : 'bg-white text-grape ring-2 ring-grape/20'
      }`}
    >
      {icon}
      <span className="max-sm:sr-only">{t(`tools.${id}`)}</span>
    </button>
  );
  return (
    <>
      {toolButton('brush', <Paintbrush aria-hidden className="h-6 w-6" />)}
      {toolButton('eraser', <Eraser aria-hidden className="h-6 w-6" />)}
    </>
  );
}

/** 28 big colour swatches. */
export function ColorPalette({ color, tool, onColor }: ColorPaletteProps) {
  const { t } = useTranslation('drawing');
  return (
    <div
      role="group"
      aria-label={t('colorsLabel')}
      className="grid grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] gap-2"
    >
      {COLORS.map((option) => {
        const selected = option.color === color && tool === 'brush';
        return (
          <button
            key={option.id}
            type="button"
            aria-label={t(`colors.${option.id}`)}
            title={t(`colors.${option.id}`)}
            aria-pressed={selected}
            onClick={() => onColor(option.color)}
            className={`aspect-square min-h-12 rounded-full border-4 shadow-sm transition active:scale-90 ${
              selected ? 'scale-110 border-ink ring-4 ring-sun' : 'border-white'
            }`}
            style={{
              backgroundColor: option.color,
              boxShadow: option.id === 'white' ? 'inset 0 0 0 2px #d9d4e8' : undefined,
            }}
          />
        );
      })}
    </div>
  );
}
