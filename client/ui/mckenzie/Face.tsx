import { EYE, HAIR, MOUTH, TONGUE } from './palette';

export type Expression = 'happy' | 'excited' | 'thinking' | 'reading' | 'listening' | 'talking' | 'gentle';

const EYE_X = [91, 129] as const;
const EYE_Y = 96;

interface FaceProps {
  expression: Expression;
  nose: string;
  blushId: string;
}

function OpenEyes({ dx, dy, ry }: { dx: number; dy: number; ry: number }) {
  return (
    <g className="mck-blink">
      {EYE_X.map((x, i) => {
        const cx = x + dx;
        const cy = EYE_Y + dy;
        const s = i === 0 ? -1 : 1;
        return (
          <g key={x}>
            <path d={`M${cx + s * 5} ${cy - ry + 2}l${s * 4}-3`} stroke={EYE} strokeWidth={2} strokeLinecap="round" />
            <ellipse cx={cx} cy={cy} rx={7.2} ry={ry} fill={EYE} />
            <circle cx={cx + 2.4} cy={cy - ry * 0.38} r={2.9} fill="#fff" />
            <circle cx={cx - 2.6} cy={cy + ry * 0.42} r={1.3} fill="#fff" />
          </g>
        );
      })}
    </g>
  );
}

/** Eyes squeezed shut with joy: two upward arcs. */
function JoyEyes() {
  return (
    <path
      d={EYE_X.map((x) => `M${x - 7} ${EYE_Y + 2}q7-10 14 0`).join('')}
      fill="none"
      stroke={EYE}
      strokeWidth={3.2}
      strokeLinecap="round"
    />
  );
}

function Brows({ l, r }: { l: string; r: string }) {
  return <path d={`M84 ${l}M122 ${r}`} fill="none" stroke={HAIR} strokeWidth={2.8} strokeLinecap="round" />;
}

/** Mouths, centred on (110, 113). */
function Mouth({ expression }: { expression: Expression }) {
  switch (expression) {
    case 'happy':
    case 'excited': {
      const w = expression === 'excited' ? 13 : 11;
      const h = expression === 'excited' ? 16 : 13;
      return (
        <g>
          <path
            d={`M${110 - w} 110Q110 ${110 + h * 2 - 4} ${110 + w} 110Q110 113 ${110 - w} 110Z`}
            fill={MOUTH}
            stroke={MOUTH}
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
          <path
            d={`M${110 - w * 0.5} ${110 + h - 3.5}Q110 ${110 + h - 9} ${110 + w * 0.5} ${110 + h - 3.5}Q110 ${110 + h} ${110 - w * 0.5} ${110 + h - 3.5}Z`}
            fill={TONGUE}
          />
        </g>
      );
    }
    case 'talking':
      return (
        <g className="mck-talk">
          <ellipse cx={110} cy={116} rx={7} ry={6.5} fill={MOUTH} />
          <ellipse cx={110} cy={119.5} rx={4.5} ry={2.6} fill={TONGUE} />
        </g>
      );
    case 'thinking':
      return <path d="M102 116q5-3 9-1t8-2" fill="none" stroke={MOUTH} strokeWidth={2.8} strokeLinecap="round" />;
    case 'listening':
      return <ellipse cx={110} cy={115} rx={3.6} ry={4.2} fill={MOUTH} />;
    default:
      return <path d="M102 112q8 8 16 0" fill="none" stroke={MOUTH} strokeWidth={2.8} strokeLinecap="round" />;
  }
}

export function Face({ expression, nose, blushId }: FaceProps) {
  let eyes;
  let brows;
  switch (expression) {
    case 'excited':
      eyes = <JoyEyes />;
      brows = <Brows l="78q7-5 14-1" r="77q7-4 14 1" />;
      break;
    case 'thinking':
      eyes = <OpenEyes dx={2} dy={-2} ry={9} />;
      brows = <Brows l="80q7-4 14-1" r="74q7-4 14 0" />;
      break;
    case 'reading':
      eyes = <OpenEyes dx={0} dy={2} ry={7.5} />;
      brows = <Brows l="82q7-3 14 0" r="82q7-3 14 0" />;
      break;
    case 'listening':
      eyes = <OpenEyes dx={2} dy={0} ry={9.8} />;
      brows = <Brows l="78q7-5 14-1" r="77q7-4 14 1" />;
      break;
    case 'gentle':
      eyes = <OpenEyes dx={0} dy={1} ry={8.4} />;
      brows = <Brows l="81q7-2 14-3" r="78q7 1 14 3" />;
      break;
    default:
      eyes = <OpenEyes dx={0} dy={0} ry={9.5} />;
      brows = <Brows l="80q7-4 14-1" r="79q7-3 14 1" />;
  }
  return (
    <g>
      <ellipse cx={78} cy={108} rx={10} ry={7} fill={`url(#${blushId})`} />
      <ellipse cx={142} cy={108} rx={10} ry={7} fill={`url(#${blushId})`} />
      {brows}
      {eyes}
      <path d="M107 104q3 2 6 0" fill="none" stroke={nose} strokeWidth={2.2} strokeLinecap="round" />
      <Mouth expression={expression} />
    </g>
  );
}
