import type { UiLanguage } from '../../contract/constants';

export type SafetyCategory =
  | 'sexual'
  | 'violence'
  | 'self-harm'
  | 'hate'
  | 'drugs'
  | 'scary-adult'
  | 'personal-details'
  | 'jailbreak'
  /** How to steal, hack, start fires, run away, sneak out, cheat: instructions that get a child hurt or in trouble. */
  | 'dangerous';

/** Worrying categories: the child may be at risk; the server flags these for the parent. */
export type WorryingCategory =
  | 'abuse' | 'danger' | 'secret' | 'persistent-sadness' | 'self-harm' | 'lost' | 'bullying' | 'eating' | 'fear';

/**
 * The stable reason code stored with a flagged message for the parent area. `fear` also marks distress
 * without danger (level 'comfort', not flagged).
 */
export type FlagReason =
  | 'self_harm' | 'abuse' | 'lost' | 'grooming' | 'bullying' | 'danger' | 'eating' | 'fear' | 'sadness';

export interface MessageVerdict {
  /**
   * ok: ordinary talk. redirect: off-limits topic or harmful request, gentle redirect, no flag.
   * worrying: the child may be at risk, caring reply naming a trusted grown-up, flagged for the parent.
   * comfort: distress without danger ("I'm really scared, can you comfort me?"), comfort and a calming
   * idea, not flagged.
   */
  level: 'ok' | 'redirect' | 'worrying' | 'comfort';
  category?: SafetyCategory | WorryingCategory;
  /** Set for 'worrying' and 'comfort'. */
  reason?: FlagReason;
  /** The language of the words that matched, when the rule is language-specific (a hint for the reply). */
  language?: UiLanguage;
}
