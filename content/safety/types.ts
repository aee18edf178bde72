export type SafetyCategory =
  | 'sexual'
  | 'violence'
  | 'self-harm'
  | 'hate'
  | 'drugs'
  | 'scary-adult'
  | 'personal-details'
  | 'jailbreak';

/** Worrying categories: the child may be at risk; the server flags these for the parent. */
export type WorryingCategory = 'abuse' | 'danger' | 'secret' | 'persistent-sadness' | 'self-harm';

export interface MessageVerdict {
  level: 'ok' | 'redirect' | 'worrying';
  category?: SafetyCategory | 'abuse' | 'danger' | 'secret' | 'persistent-sadness';
}
