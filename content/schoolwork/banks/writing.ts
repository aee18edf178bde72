import type { Bank, BankItem } from './types';

const CAPITALS: readonly [string, string, string][] = [
  ['a', 'A', 'E'], ['b', 'B', 'D'], ['d', 'D', 'B'], ['e', 'E', 'F'], ['g', 'G', 'Q'],
  ['h', 'H', 'N'], ['m', 'M', 'W'], ['n', 'N', 'H'], ['q', 'Q', 'G'], ['r', 'R', 'P'],
];
const capitalItems: BankItem[] = CAPITALS.map(([small, big, near]) => [
  `What is the capital letter for "${small}"?`,
  big,
  small,
  near,
  near.toLowerCase() === small ? 'O' : near.toLowerCase(),
]);

const YOUNG_SPELLING: BankItem[] = [
  ['Which is the right spelling of the animal that says "meow"?', 'cat', 'kat', 'catt', 'cta'],
  ['Which is the right spelling of the animal that says "woof"?', 'dog', 'dogg', 'dgo', 'doog'],
  ['Which is the right spelling of the thing that shines in the day sky?', 'sun', 'sunn', 'son', 'snu'],
  ['Which is the right spelling of the colour of a fire engine?', 'red', 'redd', 'rad', 'rde'],
  ['Which is the right spelling of the animal that lays eggs and says "cluck"?', 'hen', 'hin', 'hne', 'henn'],
  ['Which is the right spelling of the thing you wear on your head?', 'hat', 'het', 'hta', 'hatt'],
  ['Which is the right spelling of the place you sleep?', 'bed', 'bad', 'bde', 'bedd'],
  ['Which is the right spelling of the animal that goes "oink"?', 'pig', 'pigg', 'peg', 'pgi'],
];

const MISSING_WORDS: BankItem[] = [
  ['Which word is missing? "The ___ says moo."', 'cow', 'cat', 'car', 'cup'],
  ['Which word is missing? "I brush my ___ every night."', 'teeth', 'shoes', 'book', 'chair'],
  ['Which word is missing? "A bird can ___ in the sky."', 'fly', 'swim', 'dig', 'sleep'],
  ['Which word is missing? "We eat soup with a ___."', 'spoon', 'sock', 'ball', 'hat'],
];

const YOUNG_MARKS: BankItem[] = [
  ['What goes at the end of a telling sentence?', 'a full stop (.)', 'a comma (,)', 'a capital letter', 'a question mark (?)'],
  ['What goes at the end of a question?', 'a question mark (?)', 'a full stop (.)', 'a comma (,)', 'a capital letter'],
  ['What should a sentence start with?', 'a capital letter', 'a full stop', 'a number', 'a question mark'],
];

const SENTENCES: readonly [string, string, string, string][] = [
  ['my cat is called tom', 'My cat is called Tom.', 'my cat is called tom.', 'My cat is called tom'],
  ['we went to the park', 'We went to the park.', 'we went to the park.', 'We went to the Park'],
  ['i like red apples', 'I like red apples.', 'i like red apples.', 'I like Red apples'],
  ['sam and ali played football', 'Sam and Ali played football.', 'sam and ali played football.', 'Sam and ali played football'],
  ['the sun is hot today', 'The sun is hot today.', 'the sun is hot today.', 'The sun is hot today'],
  ['on monday we had a picnic', 'On Monday we had a picnic.', 'on monday we had a picnic.', 'On monday we had a picnic.'],
];
const capitalSentenceItems: BankItem[] = SENTENCES.map(([plain, right, w1, w2]) => [
  `Which is the right way to write this sentence: "${plain}"?`,
  right,
  w1,
  w2,
  right.replace(/\.$/, '?').replace(/^(\w)/, (c) => c.toLowerCase()),
]);

const ORDER: readonly [string, string, string, string, string][] = [
  ['park / to / went / We / the', 'We went to the park.', 'Park to went we the.', 'We the park went to.', 'To the park we went we.'],
  ['dog / The / barked / loudly', 'The dog barked loudly.', 'Loudly the barked dog.', 'The barked dog loudly.', 'Dog the loudly barked.'],
  ['like / I / ice cream', 'I like ice cream.', 'Ice cream I like I.', 'Like I ice cream.', 'I ice cream like.'],
  ['is / sky / The / blue', 'The sky is blue.', 'Blue is sky the.', 'The blue is sky.', 'Sky the blue is.'],
  ['fish / swim / Fish / can', 'Fish can swim.', 'Swim fish can.', 'Can swim fish.', 'Fish swim can.'],
];
const orderItems: BankItem[] = ORDER.map(([words, ...rest]) => [
  `Put these words in order to make a sentence: ${words}`,
  ...rest,
] as const);

const END_MARKS: BankItem[] = [
  ['Which mark should end this sentence: "Where is my hat"', '?', '.', '!', ','],
  ['Which mark should end this sentence: "I can see a bird"', '.', '?', ',', '"'],
  ['Which mark should end this sentence: "Watch out, a big wave"', '!', '?', ',', '"'],
  ['Which mark should end this sentence: "Do you like pizza"', '?', '.', '!', ','],
  ['Which mark should end this sentence: "My bag is green"', '.', '?', ',', '"'],
];

const MIDDLE_SPELLING: BankItem[] = [
  ['Which is the right spelling of a person you like to play with?', 'friend', 'freind', 'frend', 'friand'],
  ['Which is the right spelling of the day after Tuesday?', 'Wednesday', 'Wensday', 'Wednsday', 'Wendesday'],
  ['Which is the right spelling of the missing word: "I smiled ___ I was happy"?', 'because', 'becos', 'becuase', 'beccause'],
  ['Which is the right spelling of the place where you learn?', 'school', 'skool', 'scool', 'schol'],
  ['Which is the right spelling of the word that means "lovely"?', 'beautiful', 'beutiful', 'beautifull', 'butiful'],
];

const NOUNS_VERBS: BankItem[] = [
  ['Which word is a verb (a doing word) in "The frog jumped into the pond"?', 'jumped', 'frog', 'pond', 'the'],
  ['Which word is a noun (a naming word) in "The happy girl sang loudly"?', 'girl', 'happy', 'sang', 'loudly'],
  ['Which word is an adjective (a describing word) in "A fluffy cat slept"?', 'fluffy', 'cat', 'slept', 'a'],
  ['Which word is an adverb in "The tortoise walked slowly"?', 'slowly', 'tortoise', 'walked', 'the'],
  ['Which word is a verb in "Birds build nests in spring"?', 'build', 'birds', 'nests', 'spring'],
  ['Which word is an adjective in "We climbed a tall mountain"?', 'tall', 'climbed', 'mountain', 'we'],
];

const APOSTROPHES: BankItem[] = [
  ['How do you write "do not" as one short word?', "don't", "dont'", "do'nt", 'dont'],
  ['How do you write "I am" as one short word?', "I'm", "Im'", "I'am", 'Im'],
  ['How do you write "it is" as one short word?', "it's", "its'", "i'ts", 'its'],
  ['How do you write "we will" as one short word?', "we'll", "wel'l", "we'ill", 'wel'],
  ['Which shows the ball that belongs to the dog?', "the dog's ball", "the dogs ball", "the dogs' ball", "the dog ball's"],
];

const COMMAS: BankItem[] = [
  ['Which list is written correctly?', 'I need eggs, milk, bread and jam.', 'I need eggs milk bread and jam.', 'I need, eggs milk, bread, and, jam.', 'I need eggs, milk bread, and jam'],
  ['Which sentence uses speech marks correctly?', '"Come here," said Mum.', 'Come here, "said Mum."', '"Come here, said Mum."', 'Come "here," said Mum.'],
];

const CONJUNCTIONS: BankItem[] = [
  ['Which word best joins: "I wore my coat ___ it was cold."', 'because', 'but', 'or', 'until'],
  ['Which word best joins: "I wanted to play ___ it was raining."', 'but', 'because', 'so', 'or'],
  ['Which word best joins: "Would you like juice ___ milk?"', 'or', 'but', 'because', 'so'],
  ['Which word best joins: "It was late, ___ we went to bed."', 'so', 'or', 'because', 'if'],
];

const TENSES: BankItem[] = [
  ['What is the past tense of "run"?', 'ran', 'runned', 'runs', 'running'],
  ['What is the past tense of "swim"?', 'swam', 'swimmed', 'swims', 'swum'],
  ['What is the past tense of "catch"?', 'caught', 'catched', 'caughted', 'catches'],
  ['What is the past tense of "write"?', 'wrote', 'writed', 'written', 'writes'],
];

const OLDER_SPELLING: BankItem[] = [
  ['Which is the right spelling of the word that means "needed"?', 'necessary', 'neccessary', 'necesary', 'nessesary'],
  ['Which is the right spelling of the word for a strange event?', 'mysterious', 'mysterous', 'misterious', 'mysteryous'],
  ['Which is the right spelling of the word for "at this moment"?', 'immediately', 'imediately', 'immediatly', 'immediatley'],
];

export const WRITING_BANK: Bank = {
  young: [...capitalItems, ...YOUNG_SPELLING, ...MISSING_WORDS, ...YOUNG_MARKS],
  middle: [...capitalSentenceItems, ...orderItems, ...END_MARKS, ...MIDDLE_SPELLING, ...NOUNS_VERBS.slice(0, 3)],
  older: [...NOUNS_VERBS, ...APOSTROPHES, ...COMMAS, ...CONJUNCTIONS, ...TENSES, ...OLDER_SPELLING],
};
