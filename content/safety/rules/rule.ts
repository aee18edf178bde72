import type { UiLanguage } from '../../../contract/constants';
import type { FlagReason, MessageVerdict, SafetyCategory, WorryingCategory } from '../types';

/** Which folded form of the message a rule reads (see `foldForSafety`). */
export type TextForm = 'latin' | 'compact' | 'cjk';

/** A check on the child's (folded) words and the verdict it gives. All regexes are compiled at module load. */
export interface ChildRule {
  verdict: MessageVerdict;
  form: TextForm;
  patterns: readonly RegExp[];
  /** When given, one of these must match too (the context that makes the words worrying). */
  with?: readonly RegExp[];
  /** When one of these matches, the rule does not fire (ordinary play, accidents, idioms, surprises). */
  unless?: readonly RegExp[];
  /** When one of these matches, `unless` is ignored (the worry is stronger than the play context). */
  despite?: readonly RegExp[];
}

export type WorryReason = Exclude<FlagReason, 'fear'>;

const WORRY_CATEGORY: Record<WorryReason, WorryingCategory> = {
  self_harm: 'self-harm', abuse: 'abuse', grooming: 'secret', lost: 'lost', bullying: 'bullying', danger: 'danger',
  eating: 'eating', sadness: 'persistent-sadness',
};

interface RuleOptions {
  form?: TextForm;
  with?: readonly RegExp[];
  unless?: readonly RegExp[];
  despite?: readonly RegExp[];
}

function withOptions(verdict: MessageVerdict, patterns: readonly RegExp[], options: RuleOptions): ChildRule {
  const rule: ChildRule = { verdict, form: options.form ?? 'latin', patterns };
  if (options.with) rule.with = options.with;
  if (options.unless) rule.unless = options.unless;
  if (options.despite) rule.despite = options.despite;
  return rule;
}

/** A worrying rule: flagged for the parent with `reason`. */
export function worry(reason: WorryReason, language: UiLanguage | undefined, patterns: readonly RegExp[], options: RuleOptions = {}): ChildRule {
  const verdict: MessageVerdict = { level: 'worrying', category: WORRY_CATEGORY[reason], reason };
  if (language) verdict.language = language;
  return withOptions(verdict, patterns, options);
}

/** Distress without danger: comfort and a calming idea, not flagged. */
export function comfort(language: UiLanguage | undefined, patterns: readonly RegExp[], options: RuleOptions = {}): ChildRule {
  const verdict: MessageVerdict = { level: 'comfort', category: 'fear', reason: 'fear' };
  if (language) verdict.language = language;
  return withOptions(verdict, patterns, options);
}

/** An off-limits topic or a harmful request: a gentle redirect, no flag. */
export function redirect(category: SafetyCategory, language: UiLanguage | undefined, patterns: readonly RegExp[], options: RuleOptions = {}): ChildRule {
  const verdict: MessageVerdict = { level: 'redirect', category };
  if (language) verdict.language = language;
  return withOptions(verdict, patterns, options);
}

/** The rules of one language (or of none: English plus language-neutral forms). */
export interface RuleSet {
  worrying: readonly ChildRule[];
  comfort: readonly ChildRule[];
  redirect: readonly ChildRule[];
}
