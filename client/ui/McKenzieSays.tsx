import type { ReactNode } from 'react';
import { McKenzie, type McKenziePose } from './mckenzie';
import { SpeechBubble } from './SpeechBubble';

/** McKenzie introducing a screen: her picture and a speech bubble with a heading and a line. */
export function McKenzieSays({
  pose,
  title,
  children,
  size = 130,
}: {
  pose: McKenziePose;
  title: string;
  children: ReactNode;
  size?: number;
}) {
  return (
    <div className="flex items-center gap-3 sm:gap-5">
      <McKenzie pose={pose} size={size} className="shrink-0" />
      <SpeechBubble className="flex-1">
        <h2 className="font-display text-2xl font-extrabold text-grape sm:text-3xl">{title}</h2>
        <p>{children}</p>
      </SpeechBubble>
    </div>
  );
}
