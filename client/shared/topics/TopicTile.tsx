import { Emoji } from '../../ui/Emoji';

export interface TopicTileProps {
  emoji: string;
  title: string;
  description: string;
  /** Tailwind gradient classes, e.g. 'from-[#ff5c93] to-[#ff9cbf]' */
  gradient: string;
  onClick: () => void;
  index?: number;
}

/** A big picture tile (at least 64 px, here much more): emoji, name and a short description. */
export function TopicTile({ emoji, title, description, gradient, onClick, index = 0 }: TopicTileProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      style={{ animationDelay: `${index * 50}ms` }}
      className={`animate-pop group flex min-h-36 flex-col items-center justify-center gap-1 rounded-[2rem] bg-gradient-to-br p-4 text-center text-white shadow-lg transition hover:-translate-y-1 hover:shadow-xl active:scale-95 sm:min-h-44 ${gradient}`}
    >
      <span className="drop-shadow transition group-hover:scale-110">
        <Emoji emoji={emoji} className="h-14 w-14 sm:h-16 sm:w-16" />
      </span>
      <span className="font-display text-2xl leading-tight font-extrabold drop-shadow-sm">{title}</span>
      <span className="text-sm font-semibold opacity-95 sm:text-base">{description}</span>
    </button>
  );
}
