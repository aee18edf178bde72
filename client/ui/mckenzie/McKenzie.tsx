import { useId, type JSX, type ReactNode } from 'react';
import { ArmBack, ArmFront, Hand, handAngle, sleeve } from './Arms';
import { Body } from './Body';
import { Book, Heart, SoundWaves, Stars, ThoughtBubble } from './Extras';
import type { Expression } from './Face';
import { Head } from './Head';
import { useMcKenzieLook } from './look';
import { skinColour } from './palette';
import { POSES, type McKenziePose } from './poses';
import './mckenzie.css';

export { MCKENZIE_POSES, type McKenziePose } from './poses';

export interface McKenzieProps {
  pose?: McKenziePose;
  /** rendered height (number = px); width follows the viewBox aspect */
  size?: number | string;
  /** #rrggbb skin colour */
  skinTone?: string;
  /** idle bob, blink and pose animations; always off under prefers-reduced-motion */
  animated?: boolean;
  /** accessible name */
  title?: string;
  className?: string;
}

export type McKenzieFaceExpression = 'happy' | 'talking' | 'thinking' | 'gentle';

export interface McKenzieFaceProps extends Omit<McKenzieProps, 'pose'> {
  expression?: McKenzieFaceExpression;
}

interface FrameProps {
  viewBox: [number, number, number, number];
  size: number | string;
  animated: boolean;
  title: string;
  className: string | undefined;
  children: (blushId: string) => ReactNode;
}

function Frame({ viewBox, size, animated, title, className, children }: FrameProps) {
  const uid = `mck${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [, , w, h] = viewBox;
  const cls = ['mck', animated ? 'mck-animated' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox.join(' ')}
      role="img"
      aria-labelledby={`${uid}-t`}
      height={size}
      width={typeof size === 'number' ? Math.round((size * w) / h) : undefined}
      style={{ aspectRatio: `${w} / ${h}`, overflow: 'visible' }}
      className={cls}
    >
      <title id={`${uid}-t`}>{title}</title>
      <defs>
        <radialGradient id={`${uid}-b`}>
          <stop offset="0" stopColor="#ff6b81" stopOpacity={0.55} />
          <stop offset="1" stopColor="#ff6b81" stopOpacity={0} />
        </radialGradient>
      </defs>
      <g className="mck-bob">{children(`${uid}-b`)}</g>
    </svg>
  );
}

/** McKenzie, the companion: a full-body illustrated character in one of eight poses. */
export function McKenzie({
  pose = 'happy',
  size = 160,
  skinTone,
  animated = true,
  title = 'McKenzie',
  className,
}: McKenzieProps): JSX.Element {
  const look = useMcKenzieLook();
  const skin = skinColour(skinTone ?? look.skinTone);
  const spec = POSES[pose] ?? POSES.happy;
  const book = spec.extra === 'book';
  return (
    <Frame viewBox={[0, -24, 220, 280]} size={size} animated={animated} title={title} className={className}>
      {(blushId) => (
        <>
          {spec.extra === 'thought' && <ThoughtBubble />}
          <ArmBack spec={spec.left} skin={skin} withHand={!book} />
          <ArmBack spec={spec.right} skin={skin} withHand={!book} />
          <Body skin={skin} sleeves={[sleeve(spec.left), sleeve(spec.right)]} />
          <Head expression={spec.expression} skin={skin} blushId={blushId} tilt={spec.tilt} />
          <ArmFront spec={spec.left} skin={skin} withHand={!book} />
          <ArmFront spec={spec.right} skin={skin} withHand={!book} />
          {book && (
            <>
              <Book />
              <Hand at={spec.left.pts[2]} angle={handAngle(spec.left)} kind="fist" side={-1} skin={skin} />
              <Hand at={spec.right.pts[2]} angle={handAngle(spec.right)} kind="fist" side={1} skin={skin} />
            </>
          )}
          {spec.extra === 'stars' && (
            <Stars
              at={[
                [16, 70, 1, '#ffd35c'],
                [204, 72, 0.9, '#ff6f7f'],
                [110, -12, 0.9, '#6fd3c4'],
                [22, 6, 0.7, '#9b87f5'],
                [198, 4, 0.75, '#ffd35c'],
              ]}
            />
          )}
          {spec.extra === 'sound' && <SoundWaves />}
          {spec.extra === 'heart' && <Heart x={178} y={108} />}
        </>
      )}
    </Frame>
  );
}

/** Just McKenzie's head, for avatars in chat bubbles. */
export function McKenzieFace({
  expression = 'happy',
  size = 48,
  skinTone,
  animated = true,
  title = 'McKenzie',
  className,
}: McKenzieFaceProps): JSX.Element {
  const look = useMcKenzieLook();
  const skin = skinColour(skinTone ?? look.skinTone);
  const expr: Expression = expression;
  return (
    <Frame viewBox={[4, 4, 212, 132]} size={size} animated={animated} title={title} className={className}>
      {(blushId) => <Head expression={expr} skin={skin} blushId={blushId} />}
    </Frame>
  );
}
