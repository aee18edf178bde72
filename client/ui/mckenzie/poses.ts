import type { ArmSpec } from './Arms';
import type { Expression } from './Face';

export type McKenziePose =
  'waving' | 'happy' | 'thinking' | 'reading' | 'cheering' | 'listening' | 'talking' | 'gentle';

export const MCKENZIE_POSES: readonly McKenziePose[] = [
  'waving',
  'happy',
  'thinking',
  'reading',
  'cheering',
  'listening',
  'talking',
  'gentle',
];

export type Extra = 'stars' | 'thought' | 'book' | 'sound' | 'heart';

export interface PoseSpec {
  expression: Expression;
  tilt?: number;
  left: ArmSpec;
  right: ArmSpec;
  extra?: Extra;
}

const relaxedL: ArmSpec = {
  pts: [
    [88, 146],
    [73, 167],
    [68, 189],
  ],
  hand: 'fist',
  side: -1,
};
const relaxedR: ArmSpec = {
  pts: [
    [132, 146],
    [147, 167],
    [152, 189],
  ],
  hand: 'fist',
  side: 1,
};

export const POSES: Record<McKenziePose, PoseSpec> = {
  happy: { expression: 'happy', left: relaxedL, right: relaxedR },
  waving: {
    expression: 'happy',
    tilt: -3,
    left: relaxedL,
    right: {
      pts: [
        [132, 146],
        [160, 140],
        [170, 110],
      ],
      hand: 'open',
      side: 1,
      className: 'mck-wave',
    },
  },
  thinking: {
    expression: 'thinking',
    tilt: 4,
    left: {
      pts: [
        [88, 146],
        [68, 166],
        [82, 182],
      ],
      hand: 'fist',
      side: -1,
      front: true,
    },
    right: {
      pts: [
        [132, 146],
        [150, 172],
        [124, 138],
      ],
      hand: 'fist',
      side: 1,
      front: true,
    },
    extra: 'thought',
  },
  reading: {
    expression: 'reading',
    tilt: -2,
    left: {
      pts: [
        [88, 146],
        [72, 168],
        [82, 180],
      ],
      hand: 'fist',
      side: -1,
      front: true,
    },
    right: {
      pts: [
        [132, 146],
        [148, 168],
        [138, 180],
      ],
      hand: 'fist',
      side: 1,
      front: true,
    },
    extra: 'book',
  },
  cheering: {
    expression: 'excited',
    left: {
      pts: [
        [88, 146],
        [62, 134],
        [46, 108],
      ],
      hand: 'open',
      side: -1,
    },
    right: {
      pts: [
        [132, 146],
        [158, 134],
        [174, 108],
      ],
      hand: 'open',
      side: 1,
    },
    extra: 'stars',
  },
  listening: {
    expression: 'listening',
    tilt: -5,
    left: relaxedL,
    right: {
      pts: [
        [132, 146],
        [176, 146],
        [174, 116],
      ],
      hand: 'open',
      side: 1,
      turn: 8,
      front: true,
    },
    extra: 'sound',
  },
  talking: {
    expression: 'talking',
    left: relaxedL,
    right: {
      pts: [
        [132, 146],
        [152, 174],
        [172, 164],
      ],
      hand: 'open',
      side: 1,
      turn: -60,
    },
  },
  gentle: {
    expression: 'gentle',
    tilt: -6,
    left: {
      pts: [
        [88, 146],
        [84, 172],
        [104, 180],
      ],
      hand: 'fist',
      side: -1,
      front: true,
    },
    right: {
      pts: [
        [132, 146],
        [136, 172],
        [116, 180],
      ],
      hand: 'fist',
      side: 1,
      front: true,
    },
    extra: 'heart',
  },
};
