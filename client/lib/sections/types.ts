import type { SectionParams } from './sectionHistory';

/** What every section screen receives from the shell. */
export interface SectionProps {
  params: SectionParams;
}
