import { OFFER_LEAD, offeredQuestion } from '../../contract/messages';
import type { Random } from '../random';
import { ALL_ENTRIES, type KnowledgeEntry } from '../knowledge';
import { joinParts } from './style';

/*
 * "Did you mean…?": when no entry answers the question but one comes close, the companion says it doesn't know
 * that one exactly and offers the close question instead of answering it (an answer to another question is
 * worse than "I don't know"). A "yes" on the next turn gets the answer; a "no" gets an honest "ask me another way".
 * The offer quotes one of the entry's questions (no two entries share one), which is how the next turn finds it again.
 */
// A thumbs-up from the chat's quick emoji row is a yes from a child who can't type one yet.
const YES =
  /^(?:(?:yes|yess+|yeah|yea|yep|yup|ya|yah|sure|ok|okay|okey|alright|please|uh huh|mhm|go on|tell me|yes please|yeah please|ok please|okay please|yes tell me|tell me please|yes i do|yes i would)[\s!.,]*(?:please|mckenzie)?|(?:\u{1F44D}[\u{1F3FB}-\u{1F3FF}]?)+)[\s!.]*$/iu;
const NO =
  /^(?:(?:no|nope|nah|no thanks|no thank you|not really|not that|no i didn'?t|no i don'?t|wrong one)[\s!.,]*(?:mckenzie)?|(?:\u{1F44E}[\u{1F3FB}-\u{1F3FF}]?)+)[\s!.]*$/iu;

/** The entry's first real question ("tell me about mars" is not one to offer), written as a sentence: "Why do I…?". */
function asQuestion(entry: KnowledgeEntry): string {
  const question = entry.questions.find((q) => !/^tell me\b/.test(q)) ?? entry.questions[0] ?? '';
  const sentence = question.replace(/\bi\b/g, 'I');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}?`;
}

/** The answer after the child's yes opens as an answer to that yes, not as praise for a question. */
export const ACCEPTED_OFFER_OPENERS = ['Here you go!', 'Okay, here it is!', 'Here it is!'];

/** How a check ends: it asks whether this is the question the child meant. */
const IS_THAT_IT = ['Is that what you asked? Just say yes!', 'Is that the one you mean? Say yes!'];

/** `likely`: the question matches the entry well but another comes close, so the companion checks which was meant. */
export function suggestionReply(entry: KnowledgeEntry, random: Random, likely = false): string {
  if (likely) {
    return joinParts(
      random.pick(['I want to be sure I answer the right question.', "Let me check I've got your question right."]),
      `${OFFER_LEAD} "${asQuestion(entry)}"`,
      random.pick(IS_THAT_IT),
    );
  }
  return joinParts(
    random.pick([
      "Hmm, I don't know that one exactly.",
      "I'm not sure I know that exact question.",
      "I don't know that one, and I don't want to guess wrong.",
    ]),
    `${OFFER_LEAD} "${asQuestion(entry)}"`,
    random.pick(['Would you like to hear it? Just say yes!', 'Shall I tell you? Say yes!']),
  );
}

/** The entry a companion reply offers, found by the question it quotes (no two entries share one). */
export function offeredEntry(replyText: string): KnowledgeEntry | undefined {
  const wanted = offeredQuestion(replyText)?.replace(/\?$/, '').toLowerCase();
  if (!wanted) return undefined;
  return ALL_ENTRIES.find((e) => e.questions.some((q) => q.toLowerCase() === wanted));
}

/** The entry offered by the companion's last reply, if the child has just said yes or no to it. */
export function answerToOffer(
  text: string,
  previousReply: string | undefined,
): { entry: KnowledgeEntry; accepted: boolean } | null {
  if (!previousReply) return null;
  const accepted = YES.test(text.trim());
  if (!accepted && !NO.test(text.trim())) return null;
  const entry = offeredEntry(previousReply);
  return entry ? { entry, accepted } : null;
}

/** After a "no" to a close call: the other question it was close to. */
export function runnerUpReply(entry: KnowledgeEntry, random: Random): string {
  return joinParts(
    random.pick(['Okay! Maybe you meant a different one.', 'Thanks for telling me! Maybe it is this one.']),
    `${OFFER_LEAD} "${asQuestion(entry)}"`,
    random.pick(IS_THAT_IT),
  );
}

export function declinedOfferReply(random: Random): string {
  return joinParts(
    random.pick(['Okay!', 'No problem!', "That's fine!"]),
    random.pick([
      "Can you ask me in a different way? I'd love to help.",
      'Try asking me another way, or ask a grown-up. They might know!',
    ]),
  );
}
