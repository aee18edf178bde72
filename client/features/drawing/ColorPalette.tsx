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
      className={`font-display flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full px-2.5 text-lg font-bold sm:min-h-12 sm:min-w-12 sm:px-4 transition active:scale-95 ${
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

/** 28 big colour swatches: seven a row under the paper on a phone (four rows), five a row beside it on a tablet. */
export function ColorPalette({ color, tool, onColor }: ColorPaletteProps) {
  const { t } = useTranslation('drawing');
  return (
    <div
      role="group"
      aria-label={t('colorsLabel')}
      className="grid grid-cols-7 justify-items-center gap-x-1 gap-y-1.5 p-1 sm:grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] lg:grid-cols-5 lg:gap-2"
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
            className={`size-11 rounded-full border-4 sm:size-12 lg:size-14 shadow-sm transition active:scale-90 ${
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
