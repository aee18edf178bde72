import type { Random } from '../random';
import type { KnowledgeEntry, KnowledgeTopic } from '../knowledge';
import { firstSentences, joinParts, maybeName } from './style';

const OPENERS = ['Great question!', 'Ooh, I know this one!', 'Good thinking!', "Here's a fun fact!", 'What a curious question!', 'I love this question!'];

const FOLLOW_UPS: Record<KnowledgeTopic, readonly string[]> = {
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

export function knowledgeReply(entry: KnowledgeEntry, childAge: number, random: Random, childName?: string): string {
  const answer = childAge <= 5 ? firstSentences(entry.answer, 2) : entry.answer;
  const openers = TOPIC_OPENERS[entry.topic] ?? OPENERS;
  return joinParts(maybeName(random, childName, openers), answer, random.pick(FOLLOW_UPS[entry.topic]));
}
