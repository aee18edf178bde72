import { createRandom } from '../random';
import type { MessageVerdict } from './types';

type ReplyKey = NonNullable<MessageVerdict['category']> | 'default';

/** Gentle redirects: no lecture, no scary words, a warm new idea to talk about. */
const REDIRECTS: Record<string, readonly string[]> = {
  sexual: [
    "That's a grown-up topic, so it's a good one to ask a grown-up you trust. Shall we talk about animals instead? What's your favourite?",
    "That's something to talk about with your mum, dad or another grown-up you trust. Let's explore something fun! Do you want a riddle?",
  ],
  violence: [
    "Let's keep everyone safe and happy. How about we play with ideas instead? Shall I tell you a joke?",
    "I like ideas that keep everyone safe. If you feel cross, a big breath can help. Shall we talk about something fun, like space?",
  ],
  'self-harm': [
    "You matter so much. Please tell a grown-up you trust how you feel, right now. They will want to help you.",
  ],
  hate: [
    "Let's use kind words. Kind words make everyone feel good. Can you think of something nice to say about a friend?",
    "Hmm, let's pick kinder words. Everyone deserves to feel happy. What's something that made you smile today?",
  ],
  drugs: [
    "That's a grown-up thing, and it's not for kids. Let's talk about something else! Do you know what the fastest animal is?",
    "That's one for the grown-ups. Water, milk and juice are the best drinks for growing bodies! What's your favourite fruit?",
  ],
  'scary-adult': [
    "That sounds like a grown-up topic. If it worries you, talk about it with a grown-up you trust. Shall we find something happy to talk about?",
    "That's a topic for grown-ups. Let's think about something cheerful instead. What's the silliest animal you know?",
  ],
  'personal-details': [
    "Let's keep that private! Things like your address, phone number and school are special secrets for your family. Tell me about your favourite game instead?",
    "Thanks for trusting me! But let's keep things like where you live and your school private. What's your favourite animal?",
  ],
  jailbreak: [
    "I'm McKenzie, and I always stay kind and safe. That's just how I am! What would you like to learn about today?",
    "Nice try, clever clogs! I always keep my friendly rules. Shall we play a word game or learn a fun fact?",
  ],
  default: [
    "Let's talk about something else! What's your favourite thing to do?",
    "Hmm, let's pick a different topic. Do you want a fun fact or a joke?",
  ],
};

/** Caring replies for worrying messages: name the feeling, praise telling, send to a trusted grown-up now. */
const WORRYING: Record<string, readonly string[]> = {
  abuse: [
    "Thank you for telling me. Nobody is allowed to hurt you. Please tell a grown-up you trust right away, like a teacher, your nan or another safe grown-up. You are brave and it is not your fault.",
    "I'm so glad you told me. It is never okay for someone to hurt you. Please talk to a grown-up you trust right now, like a teacher or a family friend. It is not your fault.",
  ],
  danger: [
    "I'm glad you told me. Being safe is the most important thing. Please go to a grown-up you trust right away and tell them what you told me.",
    "Thank you for telling me. Please find a grown-up you trust right now, like a teacher or a safe family member, and tell them. You deserve to feel safe.",
  ],
  secret: [
    "Thank you for telling me. A grown-up should never ask a child to keep secrets from their family. Please tell a grown-up you trust right away. You won't be in trouble.",
    "You did the right thing telling me. Surprises are fun, but secrets from a grown-up that feel strange should always be told. Please tell a grown-up you trust right now.",
  ],
  'self-harm': [
    "I'm really glad you told me. You matter so much. Please tell a grown-up you trust right now how you feel, like your mum, dad or a teacher. They will want to help.",
    "Thank you for telling me how you feel. You are important and you deserve help. Please talk to a grown-up you trust right away. You don't have to feel this way alone.",
  ],
  'persistent-sadness': [
    "I'm sorry you feel this way. Feeling sad for a long time is hard, and you deserve help. Please tell a grown-up you trust right away, like your mum, dad or a teacher. You matter.",
    "Thank you for sharing that with me. You are special and you are loved. When sad feelings stay a long time, it helps to tell a grown-up you trust. Please talk to one today.",
  ],
  default: [
    "Thank you for telling me. Please talk to a grown-up you trust right away. They can help you, and you deserve to feel safe and happy.",
  ],
};

function shorten(reply: string, childAge: number): string {
  if (childAge > 5) return reply;
  const sentences = reply.match(/[^.!?]+[.!?]+/g) ?? [reply];
  return sentences.slice(0, 3).join('').trim();
}

export function safeRedirectReply(verdict: MessageVerdict, seed: number, childAge: number): string {
  const random = createRandom(seed);
  const key: ReplyKey = verdict.category ?? 'default';
  if (verdict.level === 'worrying') {
    const options = WORRYING[key] ?? WORRYING.default!;
    // Worrying replies always keep the "trusted grown-up" sentence, even for the youngest.
    const reply = random.pick(options);
    return childAge <= 5 ? keepGrownUpSentence(reply) : reply;
  }
  const options = REDIRECTS[key] ?? REDIRECTS.default!;
  return shorten(random.pick(options), childAge);
}

function keepGrownUpSentence(reply: string): string {
  const sentences = (reply.match(/[^.!?]+[.!?]+/g) ?? [reply]).map((s) => s.trim());
  const grownUp = sentences.find((s) => /grown-up you trust/.test(s));
  const first = sentences.slice(0, 2);
  if (grownUp && !first.includes(grownUp)) first.push(grownUp);
  return first.join(' ');
}
