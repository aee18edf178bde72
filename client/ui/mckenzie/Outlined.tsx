import { OUTLINE } from './palette';

/**
 * A shape list drawn twice: first fattened in the outline colour, then filled on top.
 * Overlapping pieces therefore merge into one silhouette with a single soft outline.
 *   ['c', cx, cy, r]            circle
 *   ['e', cx, cy, rx, ry, deg]  ellipse (rotated)
 *   ['f', d]                    filled path
 *   ['l', d, width]             stroked path (limbs, fingers)
 */
export type Shape =
  | readonly ['c', number, number, number]
  | readonly ['e', number, number, number, number, number?]
  | readonly ['f', string]
  | readonly ['l', string, number];

function draw(s: Shape, i: number, extra: number) {
  switch (s[0]) {
    case 'c':
      return <circle key={i} cx={s[1]} cy={s[2]} r={s[3]} />;
    case 'e':
      return (
        <ellipse
          key={i}
          cx={s[1]}
          cy={s[2]}
          rx={s[3]}
          ry={s[4]}
          transform={s[5] ? `rotate(${s[5]} ${s[1]} ${s[2]})` : undefined}
        />
      );
    case 'f':
      return <path key={i} d={s[1]} />;
    case 'l':
      return <path key={i} d={s[1]} fill="none" strokeWidth={s[2] + extra} />;
  }
}

export interface OutlinedProps {
  shapes: readonly Shape[];
  fill: string;
  line?: string;
  width?: number;
  transform?: string;
  className?: string;
}

export function Outlined({ shapes, fill, line = OUTLINE, width = 2.4, transform, className }: OutlinedProps) {
  return (
    <g transform={transform} className={className} strokeLinecap="round" strokeLinejoin="round">
      <g fill={line} stroke={line} strokeWidth={width * 2}>
        {shapes.map((s, i) => draw(s, i, width * 2))}
      </g>
      <g fill={fill} stroke={fill} strokeWidth={0}>
        {shapes.map((s, i) => draw(s, i, 0))}
      </g>
    </g>
  );
}
