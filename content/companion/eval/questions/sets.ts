import { DEV_QUESTIONS } from './dev';
import { DEV_BATCH_5 } from './dev5';
import { HELD_OUT_QUESTIONS } from './heldOut';
import { HELD_OUT_BATCH_5 } from './heldOut5';
import type { QuestionCase } from './types';

/** Every dev question (tuned on). */
export const ALL_DEV_QUESTIONS: readonly QuestionCase[] = [...DEV_QUESTIONS, ...DEV_BATCH_5];
/** Every held-out question (never tuned on): batches 1–4, then batch 5. */
export const ALL_HELD_OUT_QUESTIONS: readonly QuestionCase[] = [...HELD_OUT_QUESTIONS, ...HELD_OUT_BATCH_5];
/** The newest held-out batch alone, for its own summary line (figures only). */
export { HELD_OUT_BATCH_5 };
