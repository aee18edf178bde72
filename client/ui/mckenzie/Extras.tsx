import { Outlined } from './Outlined';
import { BOW, OUTLINE } from './palette';

const STAR = 'M0-9L2.6-3 9-2.8 4-1 5.6 7 0 3 -5.6 7 -4-1 -9-2.8 -2.6-3Z';

export function Stars({ at }: { at: readonly (readonly [number, number, number, string])[] }) {
  return (
    <g>
      {at.map(([x, y, s, c], i) => (
        <g key={i} transform={`translate(${x} ${y}) scale(${s})`}>
          <g className="mck-twinkle" style={{ animationDelay: `${i * 0.35}s` }}>
            <Outlined fill={c} width={1.6} shapes={[['f', STAR]]} />
          </g>
        </g>
      ))}
    </g>
  );
}

export function Book() {
  return (
    <g>
      <Outlined fill="#7b5cd6" shapes={[['f', 'M78 166q16-6 32 0q16-6 32 0v28q-16-5-32 1q-16-6-32-1Z']]} />
      <Outlined
        fill="#fffaf0"
        width={1.6}
        shapes={[
          ['f', 'M82 163q14-5 28 1v27q-14-6-28-1Z'],
          ['f', 'M138 163q-14-5-28 1v27q14-6 28-1Z'],
        ]}
      />
      <path
        d="M87 171q8-3 17 0M87 177q8-3 17 0M116 171q8-3 17 0M116 177q8-3 17 0"
        fill="none"
        stroke="#c9bfe8"
        strokeWidth={1.6}
        strokeLinecap="round"
      />
      <path d="M110 164v27" stroke={OUTLINE} strokeWidth={1.4} />
    </g>
  );
}

export function ThoughtBubble() {
  return (
    <g className="mck-float">
      <Outlined
        fill="#fff"
        width={1.8}
        shapes={[
          ['c', 160, 16, 3],
          ['c', 170, 6, 5],
          ['e', 192, -10, 15, 12],
        ]}
      />
      <path d="M187-13a5 5 0 1 1 6 5v3" fill="none" stroke="#7b5cd6" strokeWidth={2.6} strokeLinecap="round" />
      <circle cx={193} cy={0} r={1.6} fill="#7b5cd6" />
    </g>
  );
}

export function SoundWaves() {
  return (
    <path
      className="mck-twinkle"
      d="M192 92q5 8 0 16M200 86q8 14 0 28"
      fill="none"
      stroke="#7b5cd6"
      strokeWidth={2.6}
      strokeLinecap="round"
    />
  );
}

export function Heart({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <g className="mck-float">
        <Outlined fill={BOW} width={1.8} shapes={[['f', 'M0 8C-10 1-11-6-6-8S0-6 0-4C0-6 1-10 6-8S10 1 0 8Z']]} />
      </g>
    </g>
  );
}
