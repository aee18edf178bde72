import { useState } from 'react';

/** The OpenMoji picture id of an emoji: its code points in upper-case hex, joined by '-', without FE0F. */
export function emojiPictureId(emoji: string): string {
  return [...emoji]
    .map((c) => (c.codePointAt(0) ?? 0).toString(16).toUpperCase())
    .filter((hex) => hex !== 'FE0F')
    .join('-');
}

/**
 * One of the UI's own emoji, drawn from the bundled OpenMoji artwork (served at /api/pictures/{ID}.svg)
 * so every device shows the same colourful face, with or without a colour emoji font. Falls back to
 * the text emoji if the picture is missing. Decorative: the words beside it carry the meaning.
 */
export function Emoji({ emoji, className = 'h-12 w-12' }: { emoji: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span aria-hidden className="leading-none">
        {emoji}
      </span>
    );
  }
  return (
    <img
      src={`/api/pictures/${emojiPictureId(emoji)}.svg`}
      alt=""
      aria-hidden
      draggable={false}
      data-emoji={emoji}
      className={`inline-block ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
