import { DEV_QUESTIONS } from './dev';
import { DEV_BATCH_5 } from './dev5';
import { DEV_BATCH_6 } from './dev6';
import { DEV_BATCH_8 } from './dev8';
import { DEV_BATCH_9 } from './dev9';
import { DEV_BATCH_10 } from './dev10';
import { HELD_OUT_QUESTIONS } from './heldOut';
import { HELD_OUT_BATCH_5 } from './heldOut5';
import { HELD_OUT_BATCH_6 } from './heldOut6';
import { HELD_OUT_BATCH_7 } from './heldOut7';
import { HELD_OUT_BATCH_9 } from './heldOut9';
import { HELD_OUT_BATCH_10 } from './heldOut10';
import type { QuestionCase } from './types';

/** Dev batches 1–6, where the 90% dev bar was set (batches 8 and 9 came in later, written to stretch the engine). */
export const DEV_BATCHES_1_TO_6: readonly QuestionCase[] = [...DEV_QUESTIONS, ...DEV_BATCH_5, ...DEV_BATCH_6];
/** Every dev question (tuned on). */
export const ALL_DEV_QUESTIONS: readonly QuestionCase[] = [...DEV_BATCHES_1_TO_6, ...DEV_BATCH_8, ...DEV_BATCH_9, ...DEV_BATCH_10];
/** The later dev batches alone, each for its own summary line. */
export const DEV_LATER_BATCHES: readonly { name: string; questions: readonly QuestionCase[] }[] = [
  { name: 'dev batch 8', questions: DEV_BATCH_8 },
  { name: 'dev batch 9 (near-misses and children\'s wording)', questions: DEV_BATCH_9 },
  { name: 'dev batch 10 (children\'s wording, half near-misses)', questions: DEV_BATCH_10 },
];
/** Batches 1–5, the held-out set the 77.5% bar was measured on before batch 6 was added. */
export const HELD_OUT_BATCHES_1_TO_5: readonly QuestionCase[] = [...HELD_OUT_QUESTIONS, ...HELD_OUT_BATCH_5];
/** Batches 1–7, the held-out set on which the 75% goal was reached, before batch 9 (near-misses) came in. */
export const HELD_OUT_BATCHES_1_TO_7: readonly QuestionCase[] = [...HELD_OUT_BATCHES_1_TO_5, ...HELD_OUT_BATCH_6, ...HELD_OUT_BATCH_7];
/** Every held-out question (never tuned on): batches 1–4, then batches 5, 6, 7, 9 and 10. */
export const ALL_HELD_OUT_QUESTIONS: readonly QuestionCase[] = [...HELD_OUT_BATCHES_1_TO_7, ...HELD_OUT_BATCH_9, ...HELD_OUT_BATCH_10];
/** The newer held-out batches alone, each for its own summary line (figures only). */
export const HELD_OUT_BATCHES: readonly { name: string; questions: readonly QuestionCase[] }[] = [
  { name: 'batch 5', questions: HELD_OUT_BATCH_5 },
  { name: 'batch 6', questions: HELD_OUT_BATCH_6 },
  { name: 'batch 7 (written after tuning on dev batch 6)', questions: HELD_OUT_BATCH_7 },
  { name: 'batch 9 (near-misses and children\'s wording)', questions: HELD_OUT_BATCH_9 },
  { name: 'batch 10 (children\'s wording, half near-misses)', questions: HELD_OUT_BATCH_10 },
];
