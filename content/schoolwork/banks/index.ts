import type { Subject } from '../types';
import { ART_BANK } from './art';
import { READING_BANK } from './reading';
import { SCIENCE_BANK } from './science';
import type { Bank } from './types';
import { WRITING_BANK } from './writing';

export type { Bank, BankItem } from './types';

/** The curated multiple-choice banks for every subject except maths and the general mix. */
export const BANKS: Readonly<Record<Exclude<Subject, 'math' | 'general'>, Bank>> = {
  reading: READING_BANK,
  writing: WRITING_BANK,
  science: SCIENCE_BANK,
  art: ART_BANK,
};
