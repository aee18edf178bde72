import type { MessageCategory } from '../../contract/common';
import type { UiLanguage } from '../../contract/constants';
import { createRandom, hashString } from '../random';
import { searchKnowledge } from '../knowledge';
import { assessChildMessage, isReplySafe, safeRedirectReply } from '../safety';
import { activityReply, detectActivity, drawingReply, parseActivity } from './activities';
import { arithmeticReply, parseArithmetic } from './arithmetic';
import { countingReply, parseCounting } from './counting';
import { dateReply, parseDateQuestion } from './dateTime';
import { composeInLanguage, fallbackInLanguage, withLanguageNote, type LocalContext } from './i18n/compose';
import { replyLanguage } from './i18n/detect';
import { detectFeeling, feelingReply, feelingsFallback, parseFeeling, talksAboutOwnFeeling } from './feelings';
import { jokeReply, riddleReply, wantsJoke, wantsRiddle } from './jokes';
import { knowledgeReply } from './knowledgeReply';
import { detectLanguage, languageReply, parseLanguageRequest } from './languages';
import { smallTalk, unknownReply } from './smallTalk';
import { parseSpelling, spellingReply } from './spelling';
import { joinParts } from './style';

export interface ReplyInput {
  /** The child's message (already redacted by the server). */
  text: string;
  category: MessageCategory;
  messageType?: 'text' | 'drawing';
  /** 3..12 */
  childAge: number;
  language?: UiLanguage;
  childName?: string;
  /** The companion's display name; default 'McKenzie'. */
  companionName?: string;
  /** For "what day is it". */
  now: Date;
  /** Deterministic choice of phrasing. */
  seed: number;
}

export type ReplyIntent =
  | 'arithmetic' | 'knowledge' | 'feeling' | 'activity' | 'joke' | 'riddle' | 'spelling' | 'counting' | 'date'
  | 'greeting' | 'smalltalk' | 'story' | 'language' | 'drawing' | 'encouragement' | 'unknown'
  | 'safety-redirect' | 'safety-worrying';

export interface ReplyOutput {
  text: string;
  intent: ReplyIntent;
}

const QUESTION_START = /^(?:what|what's|whats|why|how|where|when|who|which|can|could|do|does|did|is|are|will|would|should|tell me|explain)\b/i;

function isQuestion(text: string): boolean {
  return /\?\s*$/.test(text) || QUESTION_START.test(text.trim());
}

const HOMEWORK = /\b(?:homework|home work|worksheet|my teacher (?:said|asked|gave)|help me (?:with|do|learn|understand)|i (?:don'?t|do not|can'?t|cannot) (?:understand|get|do) (?:it|this|my|the)|stuck on|test tomorrow|spelling test|times tables?)\b/i;

/** The offline companion brain: safe on its own, deterministic for a seed. */
export function composeReply(input: ReplyInput): ReplyOutput {
  const reply = withLanguageNote(composeUnchecked(input), replyLanguage(input.text ?? '', input.language), input.seed);
  // Every reply is checked, even our own. Should one ever fail, a plain warm line goes out instead.
  if (!isReplySafe(reply.text).safe) {
    return { text: "Let's talk about something fun! What would you like to learn about today?", intent: 'unknown' };
  }
  return reply;
}

function composeUnchecked(input: ReplyInput): ReplyOutput {
  const text = (input.text ?? '').trim();
  const age = Math.min(12, Math.max(3, Math.round(Number.isFinite(input.childAge) ? input.childAge : 6)));
  const random = createRandom((input.seed ^ hashString(text.toLowerCase())) >>> 0);
  const companionName = input.companionName?.trim() || 'McKenzie';
  const { category } = input;

  const verdict = assessChildMessage(text);
  if (verdict.level === 'worrying') return { text: safeRedirectReply(verdict, input.seed, age), intent: 'safety-worrying' };
  if (verdict.level === 'redirect') return { text: safeRedirectReply(verdict, input.seed, age), intent: 'safety-redirect' };

  // Speak the child's language (issue 16): es/fr/de/it/ja/zh skills first, English knowledge, then a local fallback.
  const language = replyLanguage(input.messageType === 'drawing' ? '' : text, input.language);
  const local: LocalContext = { text, category, messageType: input.messageType, age, random, companionName, childName: input.childName, now: input.now };
  if (language !== 'en') {
    const localized = composeInLanguage(language, local);
    if (localized) return localized;
  }

  if (input.messageType === 'drawing') return { text: drawingReply(age, random, input.childName), intent: 'drawing' };

  if (text.length === 0) {
    return { text: `Hi! I'm ${companionName}. What would you like to talk about?`, intent: 'greeting' };
  }

  // The Share Feelings and Fun Activities screens post a fixed first sentence.
  if (/^i'?m feeling [a-z]+\b/i.test(text.replace(/[’]/g, "'"))) {
    return { text: feelingReply(parseFeeling(text), age, random), intent: 'feeling' };
  }
  if (/^i'?ve been (?:doing |having |playing )?[a-z ]+[!.]/i.test(text.replace(/[’]/g, "'")) && detectActivity(text) !== null) {
    return { text: activityReply(parseActivity(text), age, random), intent: 'activity' };
  }

  // Languages come before counting and sums: "count to ten in French".
  const languageRequest = parseLanguageRequest(text, category === 'languages');
  if (languageRequest && (detectLanguage(text) || category === 'languages' || languageRequest.kind === 'meaning')) {
    return { text: languageReply(languageRequest, age, random), intent: 'language' };
  }

  const spelling = parseSpelling(text);
  if (spelling) return { text: spellingReply(spelling, age, random), intent: 'spelling' };

  const counting = parseCounting(text);
  if (counting) return { text: countingReply(counting, age, random), intent: 'counting' };

  const sum = parseArithmetic(text);
  if (sum) return { text: arithmeticReply(sum, age, random), intent: 'arithmetic' };

  const dateQuestion = parseDateQuestion(text);
  if (dateQuestion) return { text: dateReply(dateQuestion, input.now, random), intent: 'date' };

  if (wantsRiddle(text)) return { text: riddleReply(random), intent: 'riddle' };
  if (wantsJoke(text)) return { text: jokeReply(random), intent: 'joke' };

  const talk = smallTalk(text, random, companionName, input.childName);
  if (talk) return { text: talk.reply, intent: talk.intent };

  const question = isQuestion(text);

  // The child telling us how they feel (not asking about feelings in general).
  const feeling = detectFeeling(text);
  if (!question && feeling !== null && (category === 'feelings' || talksAboutOwnFeeling(text) || feeling === 'poorly')) {
    return { text: feelingReply({ feeling, reason: '' }, age, random), intent: 'feeling' };
  }

  // Telling us about something they did.
  if (!question && (category === 'activities' || /\b(?:i|we) (?:went|did|made|played|built|drew|painted|saw|found|scored|won|sang|baked|had|visited)\b/i.test(text))) {
    const activity = parseActivity(text);
    if (activity.kind !== null) return { text: activityReply(activity, age, random), intent: 'activity' };
  }

  const match = searchKnowledge(text);
  if (match) return { text: knowledgeReply(match.entry, age, random, input.childName), intent: 'knowledge' };
  if (language !== 'en') return fallbackInLanguage(language, local);

  if (category === 'schoolwork' || HOMEWORK.test(text)) {
    return { text: schoolworkHelp(random), intent: 'encouragement' };
  }
  if (category === 'feelings') {
    if (feeling !== null) return { text: feelingReply({ feeling, reason: '' }, age, random), intent: 'feeling' };
    if (!question) return { text: feelingReply({ feeling: null, reason: text }, age, random), intent: 'feeling' };
    return { text: feelingsFallback(random), intent: 'feeling' };
  }
  if (category === 'activities' && !question) {
    return { text: activityReply({ kind: detectActivity(text), detail: text }, age, random), intent: 'activity' };
  }
  if (category === 'activities') {
    return {
      text: joinParts(
        random.pick(["Here are some fun ideas!", "Ooh, let's think of something fun!"]),
        random.pick(['You could build a den, draw your favourite animal, or have a dance party.', 'You could go on a bug hunt, make up a song, or build a tall tower.']),
        'What do you like doing best?',
      ),
      intent: 'activity',
    };
  }
  if (category === 'languages') {
    return { text: languageReply({ kind: 'teach', language: null }, age, random), intent: 'language' };
  }
  if (!question) {
    // Something the child told us that we have no special reply for: listen and ask for more.
    return {
      text: joinParts(
        random.pick(['Thank you for telling me!', 'Ooh, I see!', 'I love hearing about your day.']),
        random.pick(['Can you tell me more about it?', 'What happened next?', 'How did that make you feel?']),
      ),
      intent: 'unknown',
    };
  }
  return { text: unknownReply(random, category), intent: 'unknown' };
}

function schoolworkHelp(random: ReturnType<typeof createRandom>): string {
  return joinParts(
    random.pick(["You're working so hard!", 'Learning new things takes practice, and you are doing great.', "Good for you for asking for help!"]),
    random.pick([
      "I can't solve that one on my own, but let's work it out together. Can you tell me the question one small step at a time?",
      "That one is tricky for me too! Let's break it into small steps. What is the first thing the question asks?",
      "Let's work it out together. Read it out loud slowly, and tell me which part feels tricky.",
    ]),
    random.pick(['A teacher or grown-up can help too.', 'You can always ask a grown-up to help as well.']),
  );
}
