import type { CSSProperties } from 'react';
import { Outlined, type Shape } from './Outlined';
import type { Point } from './palette';

export type HandKind = 'open' | 'fist' | 'none';

/** Hands are drawn pointing down (+y) from the wrist at (0,0); `m` = -1 mirrors the thumb. */
function handShapes(kind: HandKind, m: number): Shape[] {
  switch (kind) {
    case 'open':
      return [
        ['e', 0, 7, 7.5, 8],
        ['l', 'M-4.6 10L-6.6 19', 3.8],
        ['l', 'M-1.6 11L-2.2 21.5', 3.8],
        ['l', 'M1.6 11L2.2 21.5', 3.8],
        ['l', 'M4.6 10L6.6 19', 3.8],
        ['l', `M${m * 5} 5L${m * 12} 8`, 4],
      ];
    case 'fist':
      return [
        ['e', 0, 7, 7, 8.5],
        ['e', m * 6, 5, 3, 5, m * -25],
      ];
    default:
      return [];
  }
}

export interface ArmSpec {
  /** shoulder, elbow, wrist */
  pts: readonly [Point, Point, Point];
  hand: HandKind;
  /** +1 for the arm on the viewer's right, -1 on the left */
  side: 1 | -1;
  /** extra rotation of the hand, degrees */
  turn?: number;
  /** draw the forearm in front of the body and head (hand on chin, holding things) */
  front?: boolean;
  className?: string;
}

const deg = (a: Point, b: Point) => (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI - 90;
const line = (...p: Point[]) => p.map((q, i) => `${i ? 'L' : 'M'}${Math.round(q[0])} ${Math.round(q[1])}`).join('');

export function handAngle(spec: ArmSpec): number {
  return deg(spec.pts[1], spec.pts[2]) + (spec.turn ?? 0);
}

export function Hand({
  at,
  angle,
  kind,
  side,
  skin,
}: {
  at: Point;
  angle: number;
  kind: HandKind;
  side: number;
  skin: string;
}) {
  if (kind === 'none') return null;
  // keep the thumb on the side toward the body, whichever way the hand points
  const m = Math.cos((angle * Math.PI) / 180) >= 0 ? -side : side;
  return (
    <Outlined
      fill={skin}
      width={2.2}
      transform={`translate(${at[0]} ${at[1]}) rotate(${Math.round(angle)})`}
      shapes={handShapes(kind, m)}
    />
  );
}

/** The short sleeve, merged into the t-shirt silhouette by Body. */
export function sleeve(spec: ArmSpec): Shape {
  const [s, e] = spec.pts;
  const k = Math.min(1, 10 / Math.hypot(e[0] - s[0], e[1] - s[1]));
  return ['l', line(s, [s[0] + (e[0] - s[0]) * k, s[1] + (e[1] - s[1]) * k]), 16];
}

function origin(spec: ArmSpec): CSSProperties | undefined {
  return spec.className ? { transformOrigin: `${spec.pts[0][0]}px ${spec.pts[0][1]}px` } : undefined;
}

interface ArmProps {
  spec: ArmSpec;
  skin: string;
  withHand?: boolean;
}

/** The whole arm, behind the t-shirt; a front arm only gets its upper part here. */
export function ArmBack({ spec, skin, withHand = true }: ArmProps) {
  const [s, e, w] = spec.pts;
  return (
    <g className={spec.front ? undefined : spec.className} style={spec.front ? undefined : origin(spec)}>
      <Outlined fill={skin} shapes={[['l', spec.front ? line(s, e) : line(s, e, w), 11]]} />
      {withHand && !spec.front && <Hand at={w} angle={handAngle(spec)} kind={spec.hand} side={spec.side} skin={skin} />}
    </g>
  );
}

/** Forearm and hand drawn over the body for `front` arms. */
export function ArmFront({ spec, skin, withHand = true }: ArmProps) {
  if (!spec.front) return null;
  const [, e, w] = spec.pts;
  return (
    <g className={spec.className} style={origin(spec)}>
      <Outlined fill={skin} shapes={[['l', line(e, w), 11]]} />
      {withHand && <Hand at={w} angle={handAngle(spec)} kind={spec.hand} side={spec.side} skin={skin} />}
    </g>
  );
}
