import type { MessageCategory } from '../../../contract/common';
import type { UiLanguage } from '../../../contract/constants';
import type { Random } from '../../random';
import { detectActivity, parseActivity, type ActivityKind } from '../activities';
import { parseArithmetic } from '../arithmetic';
import { NEEDS_CALMING, parseFeeling, type Feeling } from '../feelings';
import type { ReplyOutput } from '../index';
import { wantsJoke, wantsRiddle } from '../jokes';
import { PACKS } from '../phrases';
import { localArithmeticReply, parseLocalArithmetic } from './arithmetic';
import { foldCjk, foldLatin } from './detect';
import { cjkNumbersToDigits, latinNumberWordsToDigits } from './numbers';
import type { LanguagePack, OtherLanguage } from './types';

export interface LocalContext {
  text: string;
  category: MessageCategory;
  messageType?: 'text' | 'drawing';
  age: number;
  random: Random;
  companionName: string;
  childName?: string;
  /** For "what day is it?". */
  now?: Date;
}

/** Japanese and Chinese sentences follow each other without spaces. */
function joiner(language: OtherLanguage) {
  const glue = language === 'ja' || language === 'zh' ? '' : ' ';
  return (...parts: (string | undefined | false)[]) =>
    parts
      .filter((p): p is string => typeof p === 'string' && p.trim().length > 0)
      .map((p) => p.trim())
      .join(glue);
}

function firstSentence(text: string): string {
  const m = /^[^.!?。！？]+[.!?。！？]+(?:\s*\p{Extended_Pictographic})?/u.exec(text);
  return m ? m[0] : text;
}

function fold(text: string, language: OtherLanguage): string {
  return language === 'ja' || language === 'zh' ? foldCjk(text) : foldLatin(text);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function detectLocalFeeling(folded: string, pack: LanguagePack): Feeling | null {
  for (const [feeling, pattern] of pack.feelings.words) if (pattern.test(folded)) return feeling;
  return null;
}

export function detectLocalActivity(folded: string, pack: LanguagePack): ActivityKind | null {
  for (const [kind, pattern] of pack.activities.words) if (pattern.test(folded)) return kind;
  return null;
}

/** Names the feeling, adds a calming idea for the hard ones, and asks a gentle question. */
export function localFeelingReply(pack: LanguagePack, feeling: Feeling | null, toldReason: boolean, age: number, random: Random): string {
  const join = joiner(pack.language);
  const f = feeling ?? 'okay';
  const named = random.pick(pack.feelings.named[f]);
  const reason = toldReason ? random.pick(pack.feelings.thanks) : '';
  const calming = NEEDS_CALMING.has(f) ? random.pick(f === 'angry' || f === 'frustrated' ? pack.feelings.angryCalming : pack.feelings.calming) : '';
  const question = random.pick(pack.feelings.questions[f]);
  return join(age <= 5 ? firstSentence(named) : named, reason, calming, question);
}

export function localActivityReply(pack: LanguagePack, kind: ActivityKind | null, age: number, random: Random): string {
  const join = joiner(pack.language);
  // Something we have no words for (a visit to grandma): glad to hear it, and what was the best part?
  if (kind === null) return join(random.pick(pack.listen.thanks), pack.activities.questions.sports[0]!);
  const k = kind;
  const cheer = random.pick(pack.activities.cheers[k]);
  const question = random.pick(pack.activities.questions[k]);
  return join(age <= 5 ? firstSentence(cheer) : cheer, question);
}

export function localDrawingReply(pack: LanguagePack, age: number, random: Random, childName?: string): string {
  const join = joiner(pack.language);
  const d = pack.drawing;
  const thanks = random.pick(d.thanks);
  const praise = random.pick(d.praise);
  const question = random.pick(d.questions);
  return age <= 5 ? join(thanks, praise, question) : join(thanks, praise, d.artist(childName), question);
}

export function localJokeReply(pack: LanguagePack, random: Random): string {
  const j = pack.jokes;
  const [setup, punchline] = random.pick(j.jokes);
  return joiner(pack.language)(random.pick(j.jokeIntros), setup, `… ${punchline} 😄`, random.pick(j.jokeOutros));
}

export function localRiddleReply(pack: LanguagePack, random: Random): string {
  const j = pack.jokes;
  const [riddle, answer] = random.pick(j.riddles);
  return joiner(pack.language)(random.pick(j.riddleIntros), riddle, `${j.answerIs(answer)} 🤔`, random.pick(j.riddleOutros));
}

export function localUnknownReply(pack: LanguagePack, random: Random, category: MessageCategory): string {
  const u = pack.unknown;
  return joiner(pack.language)(random.pick(u.honest), random.pick(category === 'schoolwork' ? u.schoolwork : u.together));
}

const HOMEWORK = /\b(?:deberes|tarea|devoirs|hausaufgabe\w*|compiti)\b|宿題|しゅくだい|作业|作業|功课/;

function schoolworkReply(pack: LanguagePack, random: Random): string {
  return joiner(pack.language)(random.pick(pack.unknown.encourage), random.pick(pack.unknown.schoolwork));
}

const MAX_COUNT = 100;

/** "cuenta hasta diez" -> 10; null when the child did not ask to count. */
function countingLimit(folded: string, pack: LanguagePack): number | null {
  const { language } = pack;
  const digits = language === 'ja' || language === 'zh' ? cjkNumbersToDigits(folded, language) : latinNumberWordsToDigits(folded, language);
  const m = pack.counting.pattern.exec(digits);
  const n = m?.[1] ? Number(m[1]) : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_COUNT) : null;
}

export function localCountingReply(pack: LanguagePack, to: number, random: Random): string {
  const numbers = Array.from({ length: to }, (_, i) => i + 1).join(pack.counting.separator);
  const end = pack.language === 'ja' || pack.language === 'zh' ? '。' : '.';
  return joiner(pack.language)(random.pick(pack.counting.intros), `${numbers}${end}`, random.pick(pack.counting.done));
}

export function localDateReply(pack: LanguagePack, now: Date): string {
  return pack.date.reply(pack.date.weekdays[now.getDay()]!, now.getDate(), pack.date.months[now.getMonth()]!);
}

function listenReply(pack: LanguagePack, random: Random): string {
  return joiner(pack.language)(random.pick(pack.listen.thanks), random.pick(pack.listen.more));
}

const ENGLISH_QUESTION = /^(?:what|what's|whats|why|how|where|when|who|which|can|could|do|does|did|is|are|will|would|should|tell me|explain)\b/i;

function isLocalQuestion(text: string, folded: string, pack: LanguagePack): boolean {
  return /[?？]\s*$/.test(text) || /^[¿]/.test(text.trim()) || pack.question.test(folded) || ENGLISH_QUESTION.test(text.trim());
}

const FEELING_TILE = /^\s*i'?m feeling [a-z]+\b/i;
const ACTIVITY_TILE = /^\s*i'?ve been (?:doing |having |playing |making |exploring |taking )?[a-z ]+[!.]\s*(.*)$/is;

/**
 * The child's message in one of the six other languages: the skills that have words there.
 * Null means "no skill of ours": the caller may still try the (English) knowledge base and then
 * calls `fallbackInLanguage`.
 */
export function composeInLanguage(language: OtherLanguage, ctx: LocalContext): ReplyOutput | null {
  const pack = PACKS[language];
  const { text, random, age, category } = ctx;
  const join = joiner(language);
  if (ctx.messageType === 'drawing') return { text: localDrawingReply(pack, age, random, ctx.childName), intent: 'drawing' };
  if (text.length === 0) return { text: pack.hello(ctx.companionName), intent: 'greeting' };
  const clean = text.replace(/[’]/g, "'");
  const folded = fold(clean, language);

  // The Share Feelings and Fun Activities screens post an English first sentence; the rest is the child's.
  if (FEELING_TILE.test(clean)) {
    const tile = parseFeeling(clean);
    const feeling = tile.feeling ?? (tile.reason ? detectLocalFeeling(fold(tile.reason, language), pack) : null);
    return { text: localFeelingReply(pack, feeling, tile.reason.length > 0, age, random), intent: 'feeling' };
  }
  const activityTile = ACTIVITY_TILE.exec(clean);
  if (activityTile && detectActivity(clean) !== null) {
    const kind = parseActivity(clean).kind ?? detectLocalActivity(fold(activityTile[1] ?? '', language), pack);
    return { text: localActivityReply(pack, kind, age, random), intent: 'activity' };
  }

  const sum = parseLocalArithmetic(clean, pack) ?? parseArithmetic(clean);
  if (sum) return { text: localArithmeticReply(sum, age, random, pack, join), intent: 'arithmetic' };

  const countTo = countingLimit(folded, pack);
  if (countTo !== null) return { text: localCountingReply(pack, countTo, random), intent: 'counting' };
  if (pack.date.pattern.test(folded) && ctx.now) return { text: localDateReply(pack, ctx.now), intent: 'date' };

  if (pack.jokes.wantsRiddle.test(folded) || wantsRiddle(clean)) return { text: localRiddleReply(pack, random), intent: 'riddle' };
  if (pack.jokes.wantsJoke.test(folded) || wantsJoke(clean)) return { text: localJokeReply(pack, random), intent: 'joke' };

  for (const rule of pack.smallTalk) {
    if (rule.pattern.test(folded)) {
      const reply = fill(random.pick(rule.replies), { companion: ctx.companionName, name: ctx.childName ? `${language === 'ja' || language === 'zh' ? '、' : ', '}${ctx.childName}` : '' });
      return { text: reply, intent: rule.intent };
    }
  }

  const question = isLocalQuestion(clean, folded, pack);
  const feeling = detectLocalFeeling(folded, pack);
  // "Me aburro, ¿qué hago?": a child saying how they feel gets the feeling reply even with a question after it.
  const saysOwnFeeling = pack.feelings.own.test(folded) && (!question || (language !== 'ja' && language !== 'zh'));
  const shortStatement = !question && folded.split(/\s+/).length <= 3;
  // "My homework is too hard": help with the homework rather than only naming the feeling.
  if (HOMEWORK.test(folded) && (feeling === null || feeling === 'confused' || feeling === 'frustrated')) {
    return { text: schoolworkReply(pack, random), intent: 'encouragement' };
  }
  if (feeling !== null && (saysOwnFeeling || (!question && (category === 'feelings' || feeling === 'poorly' || shortStatement)))) {
    return { text: localFeelingReply(pack, feeling, false, age, random), intent: 'feeling' };
  }
  if (!question && (category === 'activities' || pack.activities.told.test(folded))) {
    const kind = detectLocalActivity(folded, pack);
    if (kind !== null || category === 'activities') return { text: localActivityReply(pack, kind, age, random), intent: 'activity' };
  }
  if (category === 'schoolwork' || HOMEWORK.test(folded)) return { text: schoolworkReply(pack, random), intent: 'encouragement' };
  if (!question && category === 'feelings') return { text: localFeelingReply(pack, null, true, age, random), intent: 'feeling' };
  return null;
}

/** When no skill and no knowledge entry answered: feelings and activities help, else "I don't know, let's ask a grown-up". */
export function fallbackInLanguage(language: OtherLanguage, ctx: LocalContext): ReplyOutput {
  const pack = PACKS[language];
  const { random, category } = ctx;
  const clean = ctx.text.replace(/[’]/g, "'");
  const question = isLocalQuestion(clean, fold(clean, language), pack);
  if (category === 'feelings') return { text: joiner(language)(random.pick(pack.feelings.fallback)), intent: 'feeling' };
  if (category === 'activities') return { text: random.pick(pack.activities.ideas), intent: 'activity' };
  if (!question) return { text: listenReply(pack, random), intent: 'unknown' };
  return { text: localUnknownReply(pack, random, category), intent: 'unknown' };
}

/** A knowledge answer we only have in English gets one honest line in the child's language first. */
export function withLanguageNote(reply: ReplyOutput, language: UiLanguage, seed: number): ReplyOutput {
  if (language === 'en' || reply.intent !== 'knowledge') return reply;
  const lines = PACKS[language].onlyInEnglish;
  return { ...reply, text: `${lines[(seed >>> 0) % lines.length]} ${reply.text}` };
}
