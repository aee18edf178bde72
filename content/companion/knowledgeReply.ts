import type { Random } from '../random';
import { termsOf, type KnowledgeEntry } from '../knowledge';
import { firstSentences, joinParts, maybeName } from './style';
import type { KnowledgeTopic } from '../knowledge/types';

const OPENERS = ['Great question!', 'Ooh, I know this one!', 'Good thinking!', "Here's a fun fact!", 'What a curious question!', 'I love this question!'];

/** Follow-ups by topic. Topics added later (new entry files) get the general ones. */
const FOLLOW_UPS: Partial<Record<string, readonly string[]>> = {
  animals: ["Isn't that amazing? What's your favourite animal?", 'Which animal would you like to learn about next?', 'Can you move like that animal?'],
  space: ['Would you like to be an astronaut one day?', 'What would you pack for a trip to space?', 'Which planet would you visit?'],
  body: ['Your body is amazing! What else do you wonder about it?', 'Can you feel that part of your body working right now?'],
  weather: ['What is the weather like where you are today?', 'What is your favourite kind of weather?'],
  nature: ['What would you like to explore outside?', 'Have you ever seen that in real life?'],
  plants: ['Would you like to grow a plant of your own?', 'What is your favourite flower or fruit?'],
  oceans: ['Which sea creature would you like to meet?', 'Have you ever been to the seaside?'],
  dinosaurs: ['Which dinosaur is your favourite?', 'If you had a pet dinosaur, what would you call it?'],
  'how-things-work': ['What else would you like to know how it works?', 'Would you like to be an inventor?'],
  everyday: ['What else would you like to know?', 'Does that make sense? What do you think?'],
  feelings: ['How are you feeling today?', 'Would you like to tell me about your feelings?'],
  places: ['Would you like to visit there one day?', 'Where in the world would you love to go?'],
  school: ['Can you think of an example of your own?', 'Shall we try one together?', 'What are you learning at school right now?'],
  geography: ['Where in the world would you like to visit?', 'Can you find it on a map or a globe?', 'What would you pack for a trip there?'],
  'home-science': ['Could you spot that at home today?', 'Would you like to try a little experiment with a grown-up?'],
  sports: ['What is your favourite sport or game?', 'Shall we get moving? Can you do ten star jumps?'],
  food: ['What is your favourite thing to eat?', 'Have you ever helped cook something?'],
  technology: ['What would you like to invent one day?', 'What machine would you love to see up close?'],
  'money-jobs': ['What job would you like to do when you grow up?', 'Would you like to play shops or pretend to do that job?'],
  routines: ['Does that help it make sense?', 'Can you think of a way to make it more fun?'],
  'big-questions': ['Is there anything else you wonder about?', 'You can always share big questions with a grown-up who loves you.'],
  'animal-trivia': ['Did you know that already?', 'Which animal would you like to ask about next?'],
  'what-if': ['What would you do if that happened?', 'Can you think of another what if?'],
};

/**
 * Topics whose questions are not fun facts: big questions (dying, families, beliefs) get a gentle opener,
 * "why do I have to…" a plain one, and "what if…" one that welcomes the imagining.
 */
const TOPIC_OPENERS: Partial<Record<KnowledgeTopic, readonly string[]>> = {
  'big-questions': ['That is a big question.', 'What a thoughtful question.', "I'm glad you asked me that."],
  routines: ['Good question!', "That's a good thing to wonder about.", 'Let me tell you why.'],
  'what-if': ['Ooh, what an imagination!', 'What a fun thing to wonder!', 'Great question!'],
};
const GENERAL_FOLLOW_UPS = ['What else would you like to know?', 'What else do you wonder about?', 'Does that make sense? What do you think?'];

/** Questions about death, God, heaven, souls and where we come from: answered gently and neutrally. */
const BIG_QUESTION = /\b(?:die[sd]?|dying|dead|death|god|gods|heaven|hell|soul|souls|angel|angels|pray|prayer|church|religion|afterlife|ghosts?|reborn|why am i here|meaning of life|who made (?:the )?(?:world|earth|people|us))\b/i;
const BIG_QUESTION_FOLLOW_UP = 'People believe different things about this, so ask your family what they think.';

/** Marker words for kinds of question ("how is it made"), not things an answer names. */
const QUESTION_MARKERS = new Set(['howmade', 'madeof', 'whatif', 'lifespan']);

/**
 * The shortest form of an answer, for ages 3–5: the entry's own short form, or its first sentence when
 * that sentence answers the question on its own (it names what was asked: "blue" for "why is the sky
 * blue"), else the first two. "Nobody is completely sure!" alone says nothing either.
 */
export function shortAnswer(entry: KnowledgeEntry): string {
  if (entry.short) return entry.short;
  const first = firstSentences(entry.answer, 1);
  const firstTerms = new Set(termsOf(first));
  const asked = termsOf(entry.questions[0] ?? '').filter((t) => !QUESTION_MARKERS.has(t));
  const answersAlone = first.length >= 30 && asked.every((t) => [...firstTerms].some((f) => f === t || f.startsWith(t) || t.startsWith(f)));
  return answersAlone ? first : firstSentences(entry.answer, 2);
}

/** Does the child's question touch dying, beliefs or where we come from? */
export function asksBigQuestion(question: string): boolean {
  return BIG_QUESTION.test(question);
}

export function isBigQuestion(entry: KnowledgeEntry): boolean {
  return (entry.topic as string) === 'big-questions' || BIG_QUESTION.test(entry.questions[0] ?? '');
}

/** `openers`: how the answer starts when not a big question (default: a cheer for a good question). */
export function knowledgeReply(entry: KnowledgeEntry, childAge: number, random: Random, childName?: string, openers?: readonly string[]): string {
  const answer = childAge <= 5 ? shortAnswer(entry) : entry.answer;
  if (isBigQuestion(entry)) {
    const gentle = /\bbelieve/i.test(answer) ? random.pick(['What do you think?', 'You can always talk about it with a grown-up who loves you.']) : BIG_QUESTION_FOLLOW_UP;
    const openers = TOPIC_OPENERS[entry.topic] ?? ["That's a big question.", 'That is a very big question.'];
    return joinParts(random.pick(openers), answer, gentle);
  }
  return joinParts(maybeName(random, childName, openers ?? TOPIC_OPENERS[entry.topic] ?? OPENERS), answer, random.pick(FOLLOW_UPS[entry.topic] ?? GENERAL_FOLLOW_UPS));
}

/**
 * The kind "I don't know" for a question the knowledge base can't answer well enough. It never
 * invites the child to explore further on their own: it points to a grown-up.
 */
export function dontKnowReply(question: string, random: Random): string {
  if (asksBigQuestion(question)) {
    return joinParts(
      random.pick(["That's a big question, and a very good one.", 'What a big question to wonder about.']),
      'People believe different things, so ask your family what they think.',
    );
  }
  return joinParts(
    random.pick([
      "Hmm, I don't know the answer to that one.",
      "That's a great question, and I don't know the answer yet.",
      "I'm not sure about that one, and I don't want to guess wrong.",
    ]),
    random.pick([
      'A grown-up might know. You could ask them together!',
      'You could ask a grown-up, or look in a book together.',
      'Maybe a grown-up can help you find out.',
    ]),
  );
}
