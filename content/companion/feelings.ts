import type { Random } from '../random';
import { reflectShort } from './reflect';
import { joinParts } from './style';

export type Feeling =
  | 'happy' | 'sad' | 'okay' | 'excited' | 'angry' | 'calm' | 'scared' | 'worried' | 'tired' | 'lonely' | 'bored'
  | 'proud' | 'silly' | 'shy' | 'jealous' | 'frustrated' | 'poorly' | 'loved' | 'nervous' | 'confused';

/** Words that point to a feeling. Order matters: the first feeling found wins. */
const FEELING_WORDS: [Feeling, RegExp][] = [
  ['poorly', /\b(?:tummy|stomach|head|ear|tooth|throat|leg|arm|knee) ?(?:ache|hurts|is sore|feels funny)|\b(?:feel|feeling|am|i'm) (?:sick|poorly|ill|unwell)\b|\bheadache\b|\btummy ache\b/],
  ['frustrated', /\bfrustrat\w*|\bcan'?t do it\b|\btoo hard\b|\bgive up\b/],
  ['angry', /\bangry|\bmad\b|\bcross\b|\bfurious|\bgrumpy|\bannoyed|\bcranky|\bfuming/],
  ['lonely', /\blonely|\bleft out\b|\bno one to play|\bnobody to play|\bno friends\b|\bnobody played|\bon my own\b|\ball alone\b/],
  ['scared', /\bscared|\bafraid|\bfrighten\w*|\bterrified|\bspooked|\bnightmares?\b|\bbad dream/],
  ['worried', /\bworr(?:y|ied|ies|ying)|\banxious|\bstressed/],
  ['nervous', /\bnervous|\bbutterflies in my (?:tummy|stomach)/],
  ['sad', /\bsad\b|\bsadness|\bunhappy|\bupset|\bcr(?:y|ies|ied|ying)\b|\btears\b|\bmiserable|\bheartbroken|\bfeel(?:ing)? down\b|\bmiss (?:my|her|him|them)|\bnot happy\b|\bnot good\b|\bnot great\b|\bbad day\b/],
  ['excited', /\bexcit\w*|\bcan'?t wait|\bthrilled|\byay+\b|\bwoo+\b/],
  ['proud', /\bproud\b/],
  ['tired', /\btired|\bsleepy|\bexhausted|\bworn out\b|\byawn/],
  ['bored', /\bbored|\bboring\b|\bnothing to do\b/],
  ['jealous', /\bjealous|\benv(?:y|ious)/],
  ['shy', /\bshy\b|\bembarrass\w*/],
  ['silly', /\bsilly\b|\bgiggl\w*|\bgoofy\b/],
  ['confused', /\bconfused|\bdon'?t understand\b/],
  ['loved', /\bloved\b|\bfeel (?:so )?special\b/],
  ['calm', /\bcalm|\brelaxed|\bpeaceful|\bchill(?:ed)?\b/],
  ['happy', /\bhappy|\bglad\b|\bjoy\w*|\bcheerful|\bgreat\b|\bgood\b|\bawesome|\bamazing|\bfantastic|\bwonderful|\bbrilliant/],
  ['okay', /\bokay\b|\bok\b|\bfine\b|\balright\b|\ball right\b|\bso-so\b|\bmeh\b|\bnot bad\b/],
];

/** Feelings that get a small calming idea. */
export const NEEDS_CALMING = new Set<Feeling>(['sad', 'angry', 'scared', 'worried', 'nervous', 'lonely', 'frustrated', 'jealous']);

const NAME_AND_VALIDATE: Record<Feeling, readonly string[]> = {
  happy: ['You feel happy! That is wonderful. 😊', 'Yay, you feel happy! Happy feelings are the best to share.', 'Feeling happy is so lovely! Your smile makes me smile too.'],
  sad: ['I hear that you feel sad. It is okay to feel sad sometimes.', 'Feeling sad is hard. Thank you for telling me. Everybody feels sad sometimes.', 'Oh, you feel sad. I am here with you. Sad feelings are okay.'],
  okay: ['You feel okay. Okay is a good way to feel!', 'Feeling okay is just fine. Some days are calm and okay.', 'Okay days are good days too!'],
  excited: ['You feel excited! Woohoo! 🎉', 'Ooh, excited! I can feel your sparkly energy from here!', 'Feeling excited is so much fun! Your tummy might feel fizzy.'],
  angry: ['You feel angry. That is a big feeling, and it is okay to feel angry.', 'Feeling angry is normal. Everybody feels angry sometimes. What we do with it matters.', 'Angry feelings can feel hot and big. Thank you for telling me.'],
  calm: ['You feel calm. How peaceful! 🌿', 'Feeling calm is lovely, like a quiet lake.', 'Calm feelings are like a soft, cosy blanket.'],
  scared: ['You feel scared. That is okay. Everybody feels scared sometimes.', 'Feeling scared is not nice. You are brave for telling me.', 'Oh, you feel scared. I am right here with you.'],
  worried: ['You feel worried. Worries can feel heavy, and it is okay to have them.', 'Feeling worried is normal. Telling someone makes worries smaller.', 'You feel worried. Thank you for sharing your worry with me.'],
  tired: ['You feel tired. Our bodies need lots of rest to grow!', 'Feeling tired means your body wants a rest.', 'Sleepy and tired? A cosy rest might help.'],
  lonely: ['You feel lonely. That is a hard feeling, and I am glad you told me.', 'Feeling lonely is not nice. You are not alone right now: I am here!', 'Lonely feelings happen to everyone sometimes.'],
  bored: ['You feel bored. Boredom can be the start of a great idea!', 'Feeling bored? Let us find something fun!', 'Bored feelings mean your brain wants something new.'],
  proud: ['You feel proud! You should be proud of yourself. 🌟', 'Feeling proud is wonderful. You worked hard!', 'Proud feelings are the best. Well done you!'],
  silly: ['You feel silly! Silly feelings are so much fun. 🤪', 'Feeling silly is great for giggles!', 'Silly days are the best days!'],
  shy: ['You feel shy. That is okay. Lots of people feel shy.', 'Feeling shy is normal. You can take your time.', 'Shy feelings are okay. Being quiet is fine too.'],
  jealous: ['You feel jealous. That is a normal feeling, even if it is uncomfortable.', 'Feeling jealous happens to everyone sometimes.', 'Jealous feelings are tricky. Thank you for being honest.'],
  frustrated: ['You feel frustrated. Hard things can be really frustrating!', 'Feeling frustrated is normal when something is tricky.', 'Frustrated feelings mean you are trying hard.'],
  poorly: ['Oh no, you feel poorly. I am sorry. Please tell a grown-up so they can help you feel better.', 'Feeling poorly is no fun. Let a grown-up know how you feel so they can look after you.'],
  loved: ['You feel loved! That is such a warm feeling. ❤️', 'Feeling loved is wonderful. You are very special.'],
  nervous: ['You feel nervous. That is okay. Nervous feelings can give you butterflies in your tummy.', 'Feeling nervous is normal before something new.'],
  confused: ['You feel confused. That is okay! Confused means you are learning.', 'Feeling confused happens to everyone. We can work it out together.'],
};

export const CALMING_IDEAS: readonly string[] = [
  'Try breathing slowly, like blowing out birthday candles: breathe in... and blow out. 🎂',
  'A big hug from a grown-up you love can help.',
  'You could draw your feeling: what colour would it be? 🖍️',
  'Try smelling a flower and blowing out a candle: in through your nose, out through your mouth.',
  'Squeeze a soft teddy tight, then let go slowly.',
  'Count to five slowly, and wiggle your fingers and toes.',
  'Talking to a grown-up you trust can make big feelings smaller.',
];

const ANGRY_IDEAS: readonly string[] = [
  'Try breathing slowly, like blowing out birthday candles: in... and out. 🎂',
  'You could stamp your feet five times, then take a big slow breath.',
  'You could draw your angry feeling, then scribble it out! 🖍️',
  'A hug from a grown-up can help angry feelings calm down.',
];

const REASON_REPLIES: Partial<Record<Feeling, readonly string[]>> = {
  happy: ['How lovely that {reason}!', 'Yay, {reason}! That sounds great.'],
  excited: ['Wow, {reason}! How exciting!', '{Reason}? That is so exciting!'],
  proud: ['{Reason}? That is amazing!'],
  sad: ["I'm sorry that {reason}.", 'It sounds hard that {reason}.'],
  angry: ['I understand. It makes sense to feel cross that {reason}.', 'Thank you for telling me that {reason}.'],
  scared: ["It sounds scary that {reason}. You're safe to tell me about it."],
  worried: ['Thank you for telling me that {reason}.'],
  lonely: ["I'm sorry that {reason}."],
  frustrated: ['I see, {reason}. Tricky things take practice.'],
};

const QUESTIONS: Record<Feeling, readonly string[]> = {
  happy: ['What made you feel so happy?', 'What is the best part of your day?', 'Shall we do a happy dance? 💃'],
  sad: ['Would you like to tell me more about it?', 'What could help you feel a little better?', 'Who could give you a big hug?'],
  okay: ['What would make today even better?', 'What have you been up to today?', 'What would you like to do next?'],
  excited: ['What are you excited about?', 'What is going to happen?', 'Can you tell me all about it?'],
  angry: ['What made you feel angry?', 'What could help you feel calmer?', 'Would you like to tell me what happened?'],
  calm: ['What helps you feel calm?', 'Where is your favourite calm place?', 'Shall we take a slow breath together?'],
  scared: ['What is making you feel scared?', 'Who is a grown-up you can go to for a cuddle?', 'Would you like to tell me about it?'],
  worried: ['What is the worry about?', 'Who could you share your worry with?', 'Would telling a grown-up help?'],
  tired: ['Did you have a busy day?', 'What helps you feel cosy at bedtime?', 'Would a quiet story help you rest?'],
  lonely: ['Who is someone you like to play with?', 'Shall we think of a game you could ask someone to play?', 'Would you like to talk with me for a bit?'],
  bored: ['Shall I tell you a joke or a riddle?', 'Could you build a den or draw a monster?', 'What is your favourite game?'],
  proud: ['What did you do?', 'How did you do it?', 'Who will you tell about it?'],
  silly: ['What is the silliest thing you can think of?', 'Can you make a funny face?', 'Shall I tell you a joke?'],
  shy: ['What helps you feel brave?', 'Would you like to say hello to someone with a grown-up?', 'What do you like to do quietly?'],
  jealous: ['What made you feel that way?', 'What is something special about you?', 'Could you take turns?'],
  frustrated: ['What is the tricky thing?', 'Shall we try it together, one small step at a time?', 'Do you need a little break first?'],
  poorly: ['Have you told a grown-up?', 'Would a rest help?'],
  loved: ['Who makes you feel loved?', 'How can you show someone you love them?'],
  nervous: ['What is the new thing coming up?', 'What helps you feel brave?'],
  confused: ['What part is confusing?', 'Shall we work it out together?'],
};

export interface FeelingMessage {
  feeling: Feeling | null;
  /** What the child added after the Share Feelings tile, e.g. "My friend didn't play with me." */
  reason: string;
}

/** Reads "I'm feeling sad. My friend didn't play with me." or free text. */
export function parseFeeling(text: string): FeelingMessage {
  const clean = text.trim().replace(/[’]/g, "'");
  const tile = /^i'?m feeling ([a-z]+)[.!]?\s*(.*)$/is.exec(clean);
  if (tile?.[1]) {
    const named = detectFeeling(tile[1].toLowerCase());
    return { feeling: named, reason: (tile[2] ?? '').trim() };
  }
  return { feeling: detectFeeling(clean.toLowerCase()), reason: '' };
}

export function detectFeeling(text: string): Feeling | null {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  // "not happy" / "not okay" are sad-ish, "not scared" is brave.
  if (/\bnot (?:feeling )?(?:happy|okay|ok|good|great|fine)\b/.test(t)) return 'sad';
  for (const [feeling, pattern] of FEELING_WORDS) {
    if (pattern.test(t)) return feeling;
  }
  return null;
}

/** True for free text that is about the child's own feelings ("I feel...", "I'm so angry"). */
export function talksAboutOwnFeeling(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  return /\b(?:i feel|i'?m feeling|i am feeling|i'?m (?:so |really |very |a bit |a little )?|i am (?:so |really |very |a bit )?|i was (?:so |really )?|makes me|made me|i got|i get)\s*\w+/.test(t) && detectFeeling(t) !== null;
}

export function feelingReply(message: FeelingMessage, childAge: number, random: Random): string {
  const feeling = message.feeling ?? 'okay';
  const validate = random.pick(NAME_AND_VALIDATE[feeling]);
  const reflected = message.reason ? reflectShort(message.reason) : null;
  const reasonTemplates = REASON_REPLIES[feeling];
  const reasonLine =
    reflected && reasonTemplates
      ? random
          .pick(reasonTemplates)
          .replace('{reason}', reflected)
          .replace('{Reason}', reflected.charAt(0).toUpperCase() + reflected.slice(1))
      : message.reason
        ? random.pick(['Thank you for telling me about it.', 'I am glad you shared that with me.'])
        : '';
  let calming = '';
  if (NEEDS_CALMING.has(feeling)) calming = random.pick(feeling === 'angry' || feeling === 'frustrated' ? ANGRY_IDEAS : CALMING_IDEAS);
  const question = random.pick(QUESTIONS[feeling]);
  if (childAge <= 5) {
    return joinParts(firstSentence(validate), reasonLine, calming, question);
  }
  return joinParts(validate, reasonLine, calming, question);
}

function firstSentence(text: string): string {
  const m = /^[^.!?]+[.!?]+(?:\s*\p{Extended_Pictographic})?/u.exec(text);
  return m ? m[0] : text;
}

/** General feelings questions ("why do people cry?") that the knowledge base could not answer. */
export function feelingsFallback(random: Random): string {
  return joinParts(
    random.pick(['Feelings are like the weather inside us: they come and go.', 'All feelings are okay, even the big ones.']),
    random.pick(['Talking about them with a grown-up you trust always helps.', 'Naming a feeling makes it a little easier to handle.']),
    random.pick(['How are you feeling right now?', 'What colour would your feeling be today?']),
  );
}
