import type { Random } from '../random';
import { joinParts } from './style';

/** Kid-clean jokes: [setup, punchline]. */
export const JOKES: readonly (readonly [string, string])[] = [
  ['Why did the teddy bear say no to pudding?', 'Because she was stuffed!'],
  ['What do you call a sleeping dinosaur?', 'A dino-snore!'],
  ['Why are fish so clever?', 'Because they live in schools!'],
  ['What do you call a cow on a trampoline?', 'A milkshake!'],
  ['Why did the cookie go to the doctor?', 'Because it felt crummy!'],
  ['What do you call a bear with no teeth?', 'A gummy bear!'],
  ['Why can\'t you give Elsa a balloon?', 'Because she will let it go!'],
  ['What has ears but cannot hear?', 'A cornfield!'],
  ['Why did the banana go to the doctor?', 'Because it wasn\'t peeling well!'],
  ['What do you call a dog magician?', 'A labracadabrador!'],
  ['Why do bees have sticky hair?', 'Because they use honeycombs!'],
  ['What did the ocean say to the beach?', 'Nothing, it just waved!'],
  ['Why did the math book look sad?', 'Because it had too many problems!'],
  ['What do you call a fish with no eyes?', 'A fsh!'],
  ['How do you make an octopus laugh?', 'With ten-tickles!'],
  ['What do elves learn at school?', 'The elf-abet!'],
  ['Why did the golfer wear two pairs of trousers?', 'In case he got a hole in one!'],
  ['What kind of tree fits in your hand?', 'A palm tree!'],
  ['Why was the broom late?', 'It over-swept!'],
  ['What do you call a snowman in summer?', 'A puddle!'],
  ['Why did the scarecrow win a prize?', 'Because he was outstanding in his field!'],
  ['What do you call a pig that does karate?', 'A pork chop!'],
  ['What is a cat\'s favourite colour?', 'Purr-ple!'],
  ['Why don\'t eggs tell jokes?', 'They would crack each other up!'],
  ['What did one plate say to the other plate?', 'Dinner is on me!'],
  ['Why did the bicycle fall over?', 'Because it was two tired!'],
  ['What do you call a train that sneezes?', 'Achoo-choo train!'],
  ['What do you get when you cross a snake and a pie?', 'A pie-thon!'],
];

/** Riddles: [riddle, answer]. */
export const RIDDLES: readonly (readonly [string, string])[] = [
  ['What has hands but can\'t clap?', 'A clock!'],
  ['What gets wetter the more it dries?', 'A towel!'],
  ['What has a face and two hands but no arms or legs?', 'A clock!'],
  ['What goes up but never comes down?', 'Your age!'],
  ['What has keys but can\'t open locks?', 'A piano!'],
  ['What has legs but doesn\'t walk?', 'A table!'],
  ['What can you catch but not throw?', 'A cold!'],
  ['What is full of holes but still holds water?', 'A sponge!'],
  ['What has to be broken before you can use it?', 'An egg!'],
  ['I\'m tall when I\'m young and short when I\'m old. What am I?', 'A candle!'],
  ['What has a neck but no head?', 'A bottle!'],
  ['What runs but never walks?', 'Water!'],
  ['What has one eye but can\'t see?', 'A needle!'],
  ['What has lots of teeth but can\'t bite?', 'A comb!'],
  ['What is always in front of you but can\'t be seen?', 'The future!'],
  ['What can you hold without touching it?', 'Your breath!'],
  ['What has stripes and says moo? Trick question!', 'Nothing! Zebras don\'t moo, silly!'],
  ['What comes down but never goes up?', 'Rain!'],
  ['What has a bed but never sleeps?', 'A river!'],
  ['What has many words but never speaks?', 'A book!'],
  ['The more you take, the more you leave behind. What are they?', 'Footsteps!'],
  ['What belongs to you but other people use it more?', 'Your name!'],
  ['What has a thumb and four fingers but is not alive?', 'A glove!'],
  ['What is black and white and read all over?', 'A newspaper!'],
];

export function wantsJoke(text: string): boolean {
  return /\b(?:tell|know|say|give|got|have|hear|share)\b.{0,20}\b(?:jokes?|something funny)\b|\bjokes?\b|\bmake me laugh\b|\bsomething funny\b|\bbe funny\b/i.test(text);
}

export function wantsRiddle(text: string): boolean {
  return /\briddles?\b|\bbrain ?teaser\b|\bpuzzle me\b/i.test(text);
}

export function jokeReply(random: Random): string {
  const [setup, punchline] = random.pick(JOKES);
  return joinParts(random.pick(['Here\'s a joke!', 'I love jokes!', 'Ready to giggle?', 'Ha, okay!']), setup, `... ${punchline} 😄`, random.pick(['Do you know a joke too?', 'Did that make you smile?', 'Can you tell me a joke?']));
}

export function riddleReply(random: Random): string {
  const [riddle, answer] = random.pick(RIDDLES);
  return joinParts(random.pick(['Riddle time!', 'Here\'s a riddle for you!', 'Put on your thinking cap!']), riddle, `Have a think... The answer is: ${answer} 🤔`, random.pick(['Did you guess it?', 'Want another one?', 'Can you make up a riddle for me?']));
}
