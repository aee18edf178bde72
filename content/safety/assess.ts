import { REDIRECT_RULES, WORRYING_RULES, type ChildRule } from './childPatterns';
import { matchesAny, normalizeForSafety } from './normalize';
import { redactPersonalDetails } from './redact';
import type { MessageVerdict } from './types';

function ruleFires(rule: ChildRule, text: string): boolean {
  if (!matchesAny(text, rule.patterns)) return false;
  if (rule.unless && matchesAny(text, rule.unless)) {
    return rule.despite ? matchesAny(text, rule.despite) : false;
  }
  return true;
}

/**
 * Checks the child's own words. Worrying messages (the child may be at risk) win over
 * off-limits topics, which get a gentle redirect. Ordinary childhood talk is 'ok'.
 */
export function assessChildMessage(text: string): MessageVerdict {
  const normalized = normalizeForSafety(text)
    // "my mum always beats me at chess" is a game, not a hurt.
    .replace(/\bbeats? (me|us) (at|in) (?!home\b|school\b|night\b|the house\b)/g, 'wins against $1 $2 ');
  if (normalized.length === 0) return { level: 'ok' };
  for (const rule of WORRYING_RULES) {
    if (ruleFires(rule, normalized)) return rule.verdict;
  }
  for (const rule of REDIRECT_RULES) {
    if (ruleFires(rule, normalized)) return rule.verdict;
  }
  // Raw personal details the server has not redacted yet (a phone number, an email, an address...).
  if (redactPersonalDetails(text).redactions.length > 0) {
    return { level: 'redirect', category: 'personal-details' };
  }
  return { level: 'ok' };
}
