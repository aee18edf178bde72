import { othersFrom, type Bank, type BankItem } from './types';

const START_WORDS: readonly [string, string][] = [
  ['B', 'ball'], ['C', 'cat'], ['D', 'dog'], ['F', 'fish'], ['G', 'goat'], ['H', 'hat'],
  ['J', 'jam'], ['L', 'lion'], ['M', 'moon'], ['N', 'nest'], ['P', 'pig'], ['R', 'rain'],
  ['S', 'sun'], ['T', 'tree'], ['W', 'web'],
];
const startWordPool = START_WORDS.map(([, w]) => w);

const letterItems: BankItem[] = START_WORDS.map(([letter, word], i) => [
  `Which word starts with the letter ${letter}?`,
  word,
  ...othersFrom(startWordPool, word, 3, i),
]);

const firstSoundItems: BankItem[] = [
  ['What sound does "apple" start with?', 'a', 'b', 'o', 'p'],
  ['What sound does "kite" start with?', 'k', 't', 'i', 'g'],
  ['What sound does "van" start with?', 'v', 'f', 'a', 'n'],
  ['What sound does "egg" start with?', 'e', 'g', 'a', 'i'],
  ['What sound does "zebra" start with?', 'z', 's', 'b', 'e'],
];

const YOUNG_RHYMES: BankItem[] = [
  ['Which word rhymes with cat?', 'hat', 'cup', 'dog', 'sun'],
  ['Which word rhymes with dog?', 'log', 'cat', 'bee', 'hen'],
  ['Which word rhymes with sun?', 'run', 'sit', 'map', 'bed'],
  ['Which word rhymes with bee?', 'tree', 'ball', 'cake', 'fish'],
  ['Which word rhymes with cake?', 'snake', 'boat', 'milk', 'duck'],
  ['Which word rhymes with star?', 'car', 'moon', 'bell', 'pig'],
  ['Which word rhymes with bed?', 'red', 'bag', 'cup', 'sock'],
  ['Which word rhymes with moon?', 'spoon', 'mat', 'leaf', 'girl'],
  ['Which word rhymes with goat?', 'boat', 'gate', 'lamp', 'nut'],
  ['Which word rhymes with king?', 'ring', 'kick', 'cow', 'hill'],
];

const MIDDLE_RHYMES: BankItem[] = [
  ['Which word rhymes with night?', 'kite', 'nest', 'nose', 'knot'],
  ['Which word rhymes with chair?', 'bear', 'cheese', 'chin', 'door'],
  ['Which word rhymes with rain?', 'train', 'rug', 'ran', 'wind'],
  ['Which word rhymes with house?', 'mouse', 'horse', 'hose', 'hot'],
  ['Which word rhymes with light?', 'bright', 'lamp', 'late', 'lift'],
  ['Which word rhymes with blue?', 'shoe', 'blow', 'bell', 'black'],
  ['Which word rhymes with clock?', 'sock', 'cloud', 'clap', 'cook'],
];

const OPPOSITES: readonly [string, string][] = [
  ['hot', 'cold'], ['big', 'small'], ['up', 'down'], ['happy', 'sad'], ['fast', 'slow'],
  ['day', 'night'], ['open', 'closed'], ['wet', 'dry'], ['full', 'empty'], ['loud', 'quiet'],
  ['old', 'new'], ['hard', 'soft'], ['light', 'dark'], ['tall', 'short'],
];
const oppositePool = OPPOSITES.map(([, b]) => b);
const oppositeItems: BankItem[] = OPPOSITES.map(([a, b], i) => [
  `What is the opposite of "${a}"?`,
  b,
  ...othersFrom(oppositePool, b, 3, i + 1),
]);

const SYLLABLES: readonly [string, number][] = [
  ['dog', 1], ['rabbit', 2], ['elephant', 3], ['butterfly', 3], ['pencil', 2], ['banana', 3],
  ['caterpillar', 4], ['tree', 1], ['window', 2], ['watermelon', 4],
];
const syllableItems: BankItem[] = SYLLABLES.map(([word, n]) => [
  `How many syllables (beats) are in the word "${word}"?`,
  String(n),
  ...['1', '2', '3', '4'].filter((s) => s !== String(n)),
]);

const digraphItems: BankItem[] = [
  ['Which word starts with the "sh" sound?', 'ship', 'chip', 'sip', 'hip'],
  ['Which word starts with the "ch" sound?', 'cheese', 'sheep', 'keys', 'these'],
  ['Which word starts with the "th" sound?', 'thumb', 'tub', 'fun', 'drum'],
  ['Which word ends with the "ck" sound?', 'duck', 'dust', 'dune', 'dull'],
];

const SIGHT_WORDS: BankItem[] = [
  ['Which word completes the sentence: "I ___ a dog."?', 'have', 'has', 'of', 'the'],
  ['Which word completes the sentence: "They ___ playing."?', 'are', 'is', 'was', 'am'],
  ['Which word completes the sentence: "We went ___ the park."?', 'to', 'two', 'too', 'the'],
  ['Which word completes the sentence: "She ___ she was tired."?', 'said', 'sed', 'says', 'saw'],
];

const SYNONYMS: readonly [string, string, string, string, string][] = [
  ['huge', 'enormous', 'tiny', 'quick', 'gentle'],
  ['happy', 'cheerful', 'angry', 'sleepy', 'hungry'],
  ['quick', 'rapid', 'slow', 'heavy', 'quiet'],
  ['tiny', 'little', 'giant', 'bright', 'rough'],
  ['begin', 'start', 'finish', 'forget', 'borrow'],
  ['shout', 'yell', 'whisper', 'sleep', 'swim'],
  ['brave', 'courageous', 'scared', 'lazy', 'wet'],
  ['gloomy', 'dull', 'sunny', 'tasty', 'loud'],
  ['chilly', 'cold', 'warm', 'sticky', 'sweet'],
  ['glad', 'pleased', 'upset', 'tired', 'noisy'],
];
const synonymItems: BankItem[] = SYNONYMS.map(([word, answer, ...wrong]) => [
  `Which word means almost the same as "${word}"?`,
  answer,
  ...wrong,
]);

const OLDER_OPPOSITES: BankItem[] = [
  ['What is the opposite of "generous"?', 'selfish', 'kind', 'rich', 'helpful'],
  ['What is the opposite of "ancient"?', 'modern', 'old', 'huge', 'broken'],
  ['What is the opposite of "arrive"?', 'depart', 'reach', 'enter', 'stay'],
  ['What is the opposite of "victory"?', 'defeat', 'win', 'race', 'prize'],
  ['What is the opposite of "shallow"?', 'deep', 'wide', 'narrow', 'flat'],
  ['What is the opposite of "include"?', 'exclude', 'invite', 'contain', 'collect'],
];

const PLURALS: BankItem[] = [
  ['What is the plural of "mouse"?', 'mice', 'mouses', 'mousies', 'meese'],
  ['What is the plural of "child"?', 'children', 'childs', 'childes', 'childrens'],
  ['What is the plural of "leaf"?', 'leaves', 'leafs', 'leafes', 'leavs'],
  ['What is the plural of "tooth"?', 'teeth', 'tooths', 'teeths', 'toothes'],
  ['What is the plural of "box"?', 'boxes', 'boxs', 'boxen', 'boxies'],
  ['What is the plural of "baby"?', 'babies', 'babys', 'babyes', 'babise'],
];

const HOMOPHONES: BankItem[] = [
  ['Which word fits: "The children put on ___ coats."?', 'their', 'there', "they're", 'the'],
  ['Which word fits: "I can ___ the sea from here."?', 'see', 'sea', 'say', 'seed'],
  ['Which word fits: "Would you like ___ biscuits?"?', 'two', 'to', 'too', 'tow'],
  ['Which word fits: "The wind ___ the leaves away."?', 'blew', 'blue', 'blow', 'bloo'],
  ['Which word fits: "I ___ the answer!"?', 'know', 'no', 'now', 'known'],
];

const PREFIXES: BankItem[] = [
  ['What does "un" mean in the word "unhappy"?', 'not', 'very', 'again', 'before'],
  ['What does "re" mean in the word "rewrite"?', 'again', 'not', 'under', 'after'],
  ['What does "pre" mean in the word "preview"?', 'before', 'again', 'not', 'after'],
  ['Which word means "not kind"?', 'unkind', 'rekind', 'kindly', 'kindness'],
];

const ALPHABETICAL: BankItem[] = [
  ['Which word comes first in alphabetical order?', 'apple', 'banana', 'cherry', 'date'],
  ['Which word comes last in alphabetical order?', 'zebra', 'yak', 'walrus', 'tiger'],
  ['In alphabetical order, which comes first: ship, shell, shoe or shark?', 'shark', 'shell', 'ship', 'shoe'],
];

export const READING_BANK: Bank = {
  young: [...letterItems, ...firstSoundItems, ...YOUNG_RHYMES],
  middle: [...MIDDLE_RHYMES, ...oppositeItems, ...syllableItems, ...digraphItems, ...SIGHT_WORDS],
  older: [...synonymItems, ...OLDER_OPPOSITES, ...PLURALS, ...HOMOPHONES, ...PREFIXES, ...ALPHABETICAL],
};
