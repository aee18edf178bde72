import { Outlined, type Shape } from './Outlined';
import { BOW, BOW_DARK, HAIR, HAIR_LIGHT, OUTLINE } from './palette';

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A ring of bumps around a centre: reads as a cloud of curls. */
function curls(cx: number, cy: number, ring: number, bump: number, from: number, to: number, n: number): Shape[] {
  const out: Shape[] = [];
  for (let i = 0; i < n; i++) {
    const a = ((from + ((to - from) * i) / (n - 1)) * Math.PI) / 180;
    out.push(['c', r1(cx + ring * Math.cos(a)), r1(cy + ring * Math.sin(a)), bump]);
  }
  return out;
}

const puff = (cx: number, cy: number): Shape[] => [['c', cx, cy, 20], ...curls(cx, cy, 17, 11, 0, 315, 8)];

/** Little "c" strokes that give the curls some texture. */
function Swirls({ at }: { at: readonly (readonly [number, number, number])[] }) {
  return (
    <g fill="none" stroke={HAIR_LIGHT} strokeWidth={1.8} strokeLinecap="round" opacity={0.8}>
      {at.map(([x, y, rot], i) => (
        <path key={i} d={`M${x - 4} ${y}a4 4 0 0 1 7-2`} transform={`rotate(${rot} ${x} ${y})`} />
      ))}
    </g>
  );
}

/** Hair behind the face: both pigtail puffs and the curly crown. */
export function HairBack() {
  return (
    <g>
      <Outlined fill={HAIR} shapes={puff(38, 40)} />
      <Outlined fill={HAIR} shapes={puff(182, 40)} />
      <Swirls
        at={[
          [30, 32, 0],
          [44, 50, 120],
          [26, 50, 200],
          [190, 32, 90],
          [176, 50, 30],
          [194, 50, 300],
        ]}
      />
      <Outlined fill={HAIR} shapes={[['c', 110, 77, 48], ...curls(110, 77, 46, 10, 172, 368, 11)]} />
    </g>
  );
}

// Curly fringe: an arc over the top of the face, closed by scallops along the hairline.
const HAIRLINE =
  'M159 86A9 9 0 0 1 150 70A12 12 0 0 1 134 60A13 13 0 0 1 112 58A13 13 0 0 1 88 60A12 12 0 0 1 70 70A9 9 0 0 1 61 86';

export function HairFront() {
  return (
    <g>
      <path d={`M61 86C58 24 162 24 159 86${HAIRLINE.slice(7)}Z`} fill={HAIR} />
      <path d={HAIRLINE} fill="none" stroke={OUTLINE} strokeWidth={2.4} strokeLinecap="round" />
      <Swirls
        at={[
          [96, 42, 30],
          [124, 40, 200],
          [78, 52, 260],
          [142, 52, 100],
          [110, 32, 0],
        ]}
      />
    </g>
  );
}

function Bow({ x, y, rot }: { x: number; y: number; rot: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot}) scale(1.15)`}>
      <Outlined
        fill={BOW}
        shapes={[
          ['f', 'M0 0C-6-10-18-14-19-5S-8 8 0 0Z'],
          ['f', 'M0 0C6-10 18-14 19-5S8 8 0 0Z'],
          ['f', 'M-2 2L-8 14L-3 13L0 16Z'],
          ['f', 'M2 2L8 14L3 13L0 16Z'],
        ]}
      />
      <path
        d="M-4-2C-8-6-13-8-15-5M4-2C8-6 13-8 15-5"
        fill="none"
        stroke={BOW_DARK}
        strokeWidth={1.8}
        strokeLinecap="round"
      />
      <Outlined fill={BOW_DARK} shapes={[['e', 0, 0, 4.5, 5]]} />
    </g>
  );
}

export function Bows() {
  return (
    <g>
      <Bow x={64} y={38} rot={-38} />
      <Bow x={156} y={38} rot={38} />
    </g>
  );
}
