import { Outlined, type Shape } from './Outlined';
import { BOW, OVERALLS, OVERALLS_DARK, SHIRT, SHOE, shade } from './palette';

/** Legs, shoes, t-shirt and overalls. Shoulders sit at (86,146) and (134,146). */
export function Body({ skin, sleeves }: { skin: string; sleeves: readonly Shape[] }) {
  return (
    <g>
      <Outlined
        fill={skin}
        shapes={[
          ['l', 'M96 204V240', 12],
          ['l', 'M124 204V240', 12],
        ]}
      />
      <Outlined
        fill="#fff"
        shapes={[
          ['l', 'M96 237V241', 12],
          ['l', 'M124 237V241', 12],
        ]}
      />
      <Outlined
        fill={SHOE}
        shapes={[
          ['f', 'M84 250c0-8 4-11 11-11s10 3 10 9v2Z'],
          ['f', 'M136 250c0-8-4-11-11-11s-10 3-10 9v2Z'],
        ]}
      />
      <path d="M84.5 250H105M115 250H135.5" stroke="#fff" strokeWidth={2.6} />
      <Outlined fill={shade(skin, -0.18)} shapes={[['f', 'M102 120h16v24h-16Z']]} />
      <Outlined
        fill={SHIRT}
        shapes={[
          ['f', 'M88 140C98 136 122 136 132 140C139 143 141 150 141 160L142 192H78L79 160C79 150 81 143 88 140Z'],
          ...sleeves,
        ]}
      />
      <path d="M101 139q9 9 18 0" fill="none" stroke={shade(SHIRT, -0.22)} strokeWidth={2.6} strokeLinecap="round" />
      <Outlined
        fill={OVERALLS}
        shapes={[
          ['f', 'M92 164h36v16H92Z'],
          ['f', 'M78 182h64l3 24q-15 4-31 1l-4-9-4 9q-16 3-31-1Z'],
          ['l', 'M94 164L90 143', 6],
          ['l', 'M126 164L130 143', 6],
        ]}
      />
      <circle cx={94} cy={165} r={2.6} fill={SHIRT} />
      <circle cx={126} cy={165} r={2.6} fill={SHIRT} />
      <path d="M80 186h60" stroke={OVERALLS_DARK} strokeWidth={2} strokeDasharray="3 3" />
      <path d="M110 177c-6-4-7-8-4-9.5s4 .5 4 2c0-1.5 1-3.5 4-2s2 5.5-4 9.5Z" fill={BOW} />
    </g>
  );
}
