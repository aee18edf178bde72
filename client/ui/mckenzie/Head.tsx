import { Face, type Expression } from './Face';
import { Bows, HairBack, HairFront } from './Hair';
import { Outlined } from './Outlined';
import { shade } from './palette';

export interface HeadProps {
  expression: Expression;
  skin: string;
  blushId: string;
  tilt?: number;
}

/** Head pivots about the neck at (110, 128). */
export function Head({ expression, skin, blushId, tilt = 0 }: HeadProps) {
  const dark = shade(skin, -0.22);
  return (
    <g transform={tilt ? `rotate(${tilt} 110 128)` : undefined}>
      <HairBack />
      <Outlined
        fill={skin}
        shapes={[
          ['c', 62, 98, 8],
          ['c', 158, 98, 8],
        ]}
      />
      <path d="M60 95q4 1 3 6M160 95q-4 1-3 6" fill="none" stroke={dark} strokeWidth={2} strokeLinecap="round" />
      <Outlined fill={skin} shapes={[['e', 110, 88, 48, 42]]} />
      <HairFront />
      <Bows />
      <Face expression={expression} nose={shade(skin, -0.3)} blushId={blushId} />
    </g>
  );
}
