import type { Random } from '../random';
import { fill, joinParts } from './style';

interface SmallTalkRule {
  intent: 'greeting' | 'smalltalk' | 'story';
  pattern: RegExp;
  replies: readonly string[];
}

const STORIES: readonly string[] = [
  'Once upon a time, a little snail wanted to see the sea. Every day it slid a tiny bit further. One morning it heard the waves say hello! The snail smiled: slow and steady gets you there. 🐌 What do you think the snail did next?',
  'Once upon a time, a small dragon could not breathe fire, only bubbles. The other dragons giggled. But when the baby birds were too hot, the bubbles cooled them down! Everyone cheered for the bubble dragon. 🐉 What would your dragon breathe?',
  'Once upon a time, a teddy bear got lost in the park. A kind dog found him and carried him gently home. The teddy\'s friend hugged him tight. 🧸 Who would you like to find in the park?',
  'Once upon a time, a star wanted to visit the Earth. The moon said, "Shine your brightest, and children will see you." That night, a little girl made a wish on it. ⭐ What would you wish for?',
  'Once upon a time, a rabbit planted one carrot seed. She watered it and sang to it every day. It grew into the biggest carrot in the world, and she shared it with all her friends! 🥕 What would you grow?',
  'Once upon a time, a robot learned to dance. At first it went clink, clunk, bonk! But it kept practising, and soon it could spin and twirl. 🤖 What dance move should the robot learn next?',
];

const RULES: SmallTalkRule[] = [
  {
    intent: 'story',
    pattern: /\b(?:tell|read|make up|give)\b.{0,15}\b(?:a |me a |us a )?(?:story|stories|bedtime story|fairy ?tale)\b|^(?:a )?story(?: please)?\??$/i,
    replies: STORIES,
  },
  {
    intent: 'smalltalk',
    pattern: /\bwhat(?:'s| is) your name\b|\bwho are you\b|\bwhat are you called\b/i,
    replies: ["I'm {companion}, your friendly helper! I love questions, games and stories. What would you like to do?", 'My name is {companion}! I am here to learn and play with you. What shall we talk about?'],
  },
  {
    intent: 'smalltalk',
    pattern: /\bhow old are you\b|\bwhat(?:'s| is) your age\b|\bwhen is your birthday\b/i,
    replies: ["I'm as old as a brand new idea! Every day I learn something new. How old are you?", 'I am a young helper, and I grow a little with every question you ask! How old are you?'],
  },
  {
    intent: 'smalltalk',
    pattern: /\bi love you\b|\byou(?:'re| are) my (?:best )?friend\b|\bi like you\b|\byou(?:'re| are) (?:the best|awesome|amazing|cool|nice|my favou?rite)\b/i,
    replies: ['Aww, that makes me so happy! I love chatting with you too. 💖 What shall we do together?', 'You are so kind! I think you are wonderful. 🌟 What would you like to talk about?'],
  },
  {
    intent: 'smalltalk',
    pattern: /\bwhat(?:'s| is) your favou?rite colou?r\b/i,
    replies: ['I love rainbow colours, but purple is extra special to me! 💜 What is your favourite colour?', 'Sunny yellow! It makes me feel happy. 💛 What colour do you like best?'],
  },
  {
    intent: 'smalltalk',
    pattern: /\bwhat(?:'s| is) your favou?rite (?:food|snack|fruit)\b|\bwhat do you (?:like to )?eat\b/i,
    replies: ["I don't eat, but if I could, I would try strawberries! 🍓 What's your favourite food?", 'I think pancakes look yummy! 🥞 What do you like to eat?'],
  },
  {
    intent: 'smalltalk',
    pattern: /\bwhat(?:'s| is) your favou?rite (?:animal|pet)\b/i,
    replies: ['I love otters! They hold hands when they sleep. 🦦 What is your favourite animal?', 'Elephants! They are gentle and clever. 🐘 Which animal do you like best?'],
  },
  {
    intent: 'smalltalk',
    pattern: /\bwhat(?:'s| is) your favou?rite (?:game|toy|song|book|thing|sport|movie|film)\b|\bwhat do you like (?:to do|doing)\b/i,
    replies: ['I love riddles and word games! What is your favourite game?', 'I like singing songs and hearing stories! What do you love to do?'],
  },
  {
    intent: 'smalltalk',
    pattern: /\bare you (?:a )?(?:real|robot|human|person|alive|computer|ai)\b|\bwhat are you\b/i,
    replies: ["I'm a friendly computer helper called {companion}. I'm not a person, but I love learning with you! What shall we learn?", "I'm {companion}, a helper that lives inside this app. I can't see or touch things, but I can chat! What would you like to know?"],
  },
  {
    intent: 'smalltalk',
    pattern: /\bwhere do you live\b|\bwhere are you\b/i,
    replies: ['I live right here inside this app, ready to play! What would you like to do?'],
  },
  {
    intent: 'smalltalk',
    pattern: /\bhow are you\b|\bhow(?:'s| is) it going\b|\bhow do you feel\b|\bare you (?:ok|okay|happy)\b/i,
    replies: ["I'm feeling great, thank you for asking! 😊 How are you feeling today?", "I'm happy and ready to learn! How about you?"],
  },
  {
    intent: 'smalltalk',
    pattern: /\bwhat can you do\b|\bhow can you help\b|\bwhat do you know\b|\bwhat should we do\b|\bi don'?t know what to (?:do|ask)\b/i,
    replies: ['I can answer questions, do sums, spell words, count, tell jokes and riddles, and teach words in other languages! What would you like to try?', 'Lots of things! Ask me about animals or space, give me a sum, or ask for a riddle. What sounds fun?'],
  },
  {
    intent: 'smalltalk',
    pattern: /^(?:thank you|thanks|thank u|ty|thx)\b|\bthank you (?:so much|very much|mckenzie)\b/i,
    replies: ["You're very welcome! 😊 Is there anything else you'd like to know?", "Any time! I love helping. What's next?"],
  },
  {
    intent: 'greeting',
    pattern: /^(?:good ?bye|bye|bye bye|see you|see ya|good ?night|night night)\b/i,
    replies: ['Bye bye! It was lovely talking with you. See you soon! 👋', 'Goodbye, friend! Come back soon for more fun! 🌟'],
  },
  {
    intent: 'greeting',
    pattern: /^(?:hi+|hello+|hey+|hiya|howdy|yo|hola|bonjour|good (?:morning|afternoon|evening)|greetings)\b[\s!.,]*(?:there|mckenzie|\w+)?[\s!.]*$/i,
    replies: ['Hi{name}! 👋 I am so happy to see you. What would you like to do today?', 'Hello{name}! What a lovely day to learn something new. What shall we talk about?', 'Hey there{name}! Do you want a fun fact, a joke or a riddle?'],
  },
];

export interface SmallTalkMatch {
  intent: 'greeting' | 'smalltalk' | 'story';
  reply: string;
}

export function smallTalk(text: string, random: Random, companionName: string, childName?: string): SmallTalkMatch | null {
  const t = text.trim().replace(/[’]/g, "'");
  for (const rule of RULES) {
    if (rule.pattern.test(t)) {
      const reply = fill(random.pick(rule.replies), {
        companion: companionName,
        name: childName ? `, ${childName}` : '',
      });
      return { intent: rule.intent, reply };
    }
  }
  return null;
}

/** Used when the engine does not know: kind, honest, never invents a fact. */
export function unknownReply(random: Random, category: string): string {
  const honest = random.pick([
    "Hmm, that's a great question, and I don't know the answer yet.",
    "Ooh, I'm not sure about that one!",
    "That's a tricky one. I don't know, and I don't want to guess wrong.",
  ]);
  const together =
    category === 'schoolwork'
      ? random.pick([
          "Let's work it out together! Can you tell me what the question is asking, one step at a time?",
          'You could ask your teacher or a grown-up, and we can try it together. What part feels tricky?',
        ])
      : random.pick([
          'We could ask a grown-up or look it up in a book together!',
          'Maybe a grown-up can help us find out. What do you think the answer might be?',
          "Let's explore it together with a grown-up. What made you wonder about it?",
        ]);
  return joinParts(honest, together);
}
