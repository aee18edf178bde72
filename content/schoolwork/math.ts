import type { Random } from '../random';
import type { Draft, DraftMaker } from './draft';
import { withArticle } from '../grammar';

/** Things to count, each a single code point so a picture is just the emoji repeated. */
export const COUNTABLES: readonly { emoji: string; plural: string }[] = [
  { emoji: '🍎', plural: 'apples' }, { emoji: '🐶', plural: 'puppies' },
  { emoji: '🐱', plural: 'kittens' }, { emoji: '🐟', plural: 'fish' },
  { emoji: '🌟', plural: 'stars' }, { emoji: '🍌', plural: 'bananas' },
  { emoji: '🐸', plural: 'frogs' }, { emoji: '🦆', plural: 'ducks' },
  { emoji: '🌸', plural: 'flowers' }, { emoji: '🚗', plural: 'cars' },
  { emoji: '🎈', plural: 'balloons' }, { emoji: '🍓', plural: 'strawberries' },
  { emoji: '🐝', plural: 'bees' }, { emoji: '🐢', plural: 'turtles' },
  { emoji: '🍪', plural: 'cookies' }, { emoji: '🦋', plural: 'butterflies' },
  { emoji: '🐞', plural: 'ladybirds' }, { emoji: '🍊', plural: 'oranges' },
  { emoji: '🐰', plural: 'bunnies' }, { emoji: '⚽', plural: 'balls' },
  { emoji: '🐧', plural: 'penguins' }, { emoji: '🦄', plural: 'unicorns' },
];

const NAMES = ['Mia', 'Leo', 'Amara', 'Sam', 'Priya', 'Noah', 'Yuki', 'Omar', 'Lily', 'Ben', 'Zara', 'Kai', 'Ava', 'Tom', 'Nia', 'Ravi'];
const THINGS = ['stickers', 'shells', 'marbles', 'crayons', 'books', 'apples', 'toy cars', 'buttons', 'pebbles', 'leaves'];
const TREATS = ['cookies', 'grapes', 'strawberries', 'crackers', 'cherries', 'blueberries'];

const num = (n: number) => String(n);
const draft = (question: string, answer: number, extra: Partial<Draft> = {}): Draft => ({ question, answer: num(answer), ...extra });

export const countPictures = (max: number): DraftMaker => (rng) => {
  const thing = rng.pick(COUNTABLES);
  const n = rng.int(1, max);
  return draft(`How many ${thing.plural} can you count?`, n, { picture: thing.emoji.repeat(n) });
};

export const addPictures = (maxSum: number): DraftMaker => (rng) => {
  const thing = rng.pick(COUNTABLES);
  const a = rng.int(1, maxSum - 1);
  const b = rng.int(1, maxSum - a);
  return draft(`How many ${thing.plural} are there altogether?`, a + b, {
    picture: `${thing.emoji.repeat(a)} + ${thing.emoji.repeat(b)}`,
  });
};

export const numberAfter = (max: number): DraftMaker => (rng) => {
  const n = rng.int(1, max - 1);
  return draft(`What number comes after ${n}?`, n + 1);
};

export const numberBefore = (max: number): DraftMaker => (rng) => {
  const n = rng.int(2, max);
  return draft(`What number comes just before ${n}?`, n - 1);
};

function fourDistinct(rng: Random, max: number): number[] {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  return rng.shuffle(pool).slice(0, 4);
}

function listed(numbers: number[]): string {
  return `${numbers.slice(0, -1).join(', ')} or ${numbers[numbers.length - 1]}`;
}

export const biggest = (max: number): DraftMaker => (rng) => {
  const numbers = fourDistinct(rng, max);
  return draft(`Which number is the biggest: ${listed(numbers)}?`, Math.max(...numbers), {
    choices: numbers.map(num),
  });
};

export const smallest = (max: number): DraftMaker => (rng) => {
  const numbers = fourDistinct(rng, max);
  return draft(`Which number is the smallest: ${listed(numbers)}?`, Math.min(...numbers), {
    choices: numbers.map(num),
  });
};

export const add = (maxSum: number): DraftMaker => (rng) => {
  const a = rng.int(1, maxSum - 1);
  const b = rng.int(1, maxSum - a);
  return draft(`What is ${a} + ${b}?`, a + b);
};

export const subtract = (max: number): DraftMaker => (rng) => {
  const a = rng.int(2, max);
  const b = rng.int(1, a - 1);
  return draft(`What is ${a} − ${b}?`, a - b);
};

export const missingAddend = (maxSum: number): DraftMaker => (rng) => {
  const total = rng.int(3, maxSum);
  const a = rng.int(1, total - 1);
  return draft(`${a} + ? = ${total}. What is the missing number?`, total - a);
};

export const double = (max: number): DraftMaker => (rng) => {
  const n = rng.int(1, max);
  return draft(`What is double ${n}?`, n * 2);
};

export const half = (max: number): DraftMaker => (rng) => {
  const n = rng.int(1, Math.floor(max / 2)) * 2;
  return draft(`What is half of ${n}?`, n / 2);
};

const PLACES = ['ones', 'tens', 'hundreds', 'thousands'] as const;

/** "In the number 472, which digit is in the tens place?" for numbers with `digits` digits. */
export const placeDigit = (digits: number): DraftMaker => (rng) => {
  const n = rng.int(10 ** (digits - 1), 10 ** digits - 1);
  const place = rng.int(0, digits - 1);
  const digit = Math.floor(n / 10 ** place) % 10;
  return draft(`In the number ${n}, which digit is in the ${PLACES[place]} place?`, digit);
};

export const buildNumber = (digits: 2 | 3): DraftMaker => (rng) => {
  const parts = Array.from({ length: digits }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
  const words = parts.map((d, i) => `${d} ${PLACES[digits - 1 - i]}`);
  const phrase = `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
  const value = parts.reduce((sum, d) => sum * 10 + d, 0);
  return draft(`What number has ${phrase}?`, value);
};

export const skipCount = (steps: readonly number[]): DraftMaker => (rng) => {
  const step = rng.pick(steps);
  const start = step * rng.int(0, 6);
  const seq = [0, 1, 2, 3].map((i) => start + i * step);
  return draft(`What comes next? ${seq.join(', ')}, …`, start + 4 * step);
};

export const multiply = (tables: readonly number[], maxFactor: number): DraftMaker => (rng) => {
  const a = rng.pick(tables);
  const b = rng.int(2, maxFactor);
  return rng.chance(0.5) ? draft(`What is ${a} × ${b}?`, a * b) : draft(`What is ${b} × ${a}?`, a * b);
};

export const divide = (tables: readonly number[], maxFactor: number): DraftMaker => (rng) => {
  const b = rng.pick(tables);
  const q = rng.int(2, maxFactor);
  return draft(`What is ${b * q} ÷ ${b}?`, q);
};

export const wordAdd = (maxSum: number): DraftMaker => (rng) => {
  const name = rng.pick(NAMES);
  const thing = rng.pick(THINGS);
  const a = rng.int(2, maxSum - 2);
  const b = rng.int(2, Math.max(2, maxSum - a));
  return draft(`${name} has ${a} ${thing} and finds ${b} more. How many ${thing} does ${name} have now?`, a + b);
};

export const wordSubtract = (max: number): DraftMaker => (rng) => {
  const name = rng.pick(NAMES);
  const thing = rng.pick(THINGS);
  const a = rng.int(4, max);
  const b = rng.int(2, a - 1);
  return draft(`${name} has ${a} ${thing} and gives ${b} to a friend. How many ${thing} are left?`, a - b);
};

export const wordMultiply = (maxGroups: number, maxEach: number): DraftMaker => (rng) => {
  const thing = rng.pick(TREATS);
  const groups = rng.int(2, maxGroups);
  const each = rng.int(2, maxEach);
  return draft(`There are ${groups} plates with ${each} ${thing} in each. How many ${thing} are there in total?`, groups * each);
};

export const wordDivide = (maxFriends: number, maxEach: number): DraftMaker => (rng) => {
  const thing = rng.pick(TREATS);
  const friends = rng.int(2, maxFriends);
  const each = rng.int(2, maxEach);
  return draft(`${friends * each} ${thing} are shared equally between ${friends} friends. How many ${thing} does each friend get?`, each);
};

export const coins = (): DraftMaker => (rng) => {
  const value = rng.pick([2, 5, 10, 20, 50]);
  const count = rng.int(2, 9);
  return draft(`You have ${count} coins worth ${value} cents each. How many cents do you have?`, count * value);
};

export const change = (): DraftMaker => (rng) => {
  const paid = rng.pick([50, 100, 200]);
  const cost = rng.int(1, paid / 5 - 1) * 5;
  const item = rng.pick(['pencil', 'rubber', 'apple', 'sticker book', 'toy car', 'juice']);
  return draft(`${withArticle(item, true)} costs ${cost} cents. You pay with ${paid} cents. How many cents of change do you get?`, paid - cost);
};

export const spend = (): DraftMaker => (rng) => {
  const had = rng.int(6, 20) * 5;
  const spent = rng.int(1, had / 5 - 1) * 5;
  return draft(`You have ${had} cents and spend ${spent} cents. How many cents are left?`, had - spent);
};

export const fractionOf = (): DraftMaker => (rng) => {
  const [word, d] = rng.pick([['half', 2], ['third', 3], ['quarter', 4], ['fifth', 5], ['tenth', 10]] as const);
  const n = d * rng.int(2, 10);
  const article = word === 'half' ? '' : 'a ';
  return draft(`What is ${article}${word} of ${n}?`, n / d);
};

export const unitsInTime = (): DraftMaker => (rng) => {
  const [big, small, per] = rng.pick([['hours', 'minutes', 60], ['weeks', 'days', 7], ['minutes', 'seconds', 60], ['days', 'hours', 24]] as const);
  const n = rng.int(2, 5);
  return draft(`How many ${small} are there in ${n} ${big}?`, n * per);
};

/** Clock times as "h:mm" on a 12-hour clock. */
export function formatTime(totalMinutes: number): string {
  const minutes = ((totalMinutes % 720) + 720) % 720;
  const hour = Math.floor(minutes / 60) || 12;
  return `${hour}:${String(minutes % 60).padStart(2, '0')}`;
}

function timeChoices(answerMinutes: number, rng: Random): Pick<Draft, 'answer' | 'wrong' | 'alwaysChoice'> {
  const answer = formatTime(answerMinutes);
  const wrong = [60, -60, 15, -15, 30, -30, 120]
    .map((d) => formatTime(answerMinutes + d))
    .filter((t) => t !== answer);
  return { answer, wrong: rng.shuffle(wrong).slice(0, 3), alwaysChoice: true };
}

export const namedTime = (): DraftMaker => (rng) => {
  const hour = rng.int(1, 12);
  const [phrase, offset] = rng.pick([['half past', 30], ['quarter past', 15], ['quarter to', -15], ["o'clock", 0]] as const);
  const text = offset === 0 ? `${hour} o'clock` : `${phrase} ${hour}`;
  const minutes = (hour % 12) * 60 + offset;
  return { question: `Which clock time means ${text}?`, ...timeChoices(minutes, rng) };
};

export const timeLater = (): DraftMaker => (rng) => {
  const start = rng.int(1, 12) * 60 + rng.int(0, 11) * 5;
  const later = rng.pick([10, 15, 20, 30, 45, 60, 90]);
  return {
    question: `It is ${formatTime(start)}. What time will it be ${later} minutes later?`,
    ...timeChoices(start + later, rng),
  };
};

/** The maths question makers for one age (3 to 10). */
export function mathMakersFor(age: number): DraftMaker[] {
  if (age <= 3) return [countPictures(5), numberAfter(10), biggest(9), countPictures(5)];
  if (age === 4) return [countPictures(10), addPictures(5), numberAfter(10), numberBefore(10), biggest(10)];
  if (age === 5) return [countPictures(10), addPictures(10), add(10), subtract(10), numberAfter(20), double(5), smallest(10)];
  if (age === 6) return [add(10), subtract(10), add(20), subtract(20), double(10), missingAddend(20), placeDigit(2), wordAdd(20), wordSubtract(20), skipCount([2, 5, 10])];
  if (age === 7) return [add(20), subtract(20), double(10), half(20), missingAddend(20), buildNumber(2), placeDigit(2), wordAdd(20), wordSubtract(20), skipCount([2, 5, 10])];
  if (age === 8) return [add(100), subtract(100), multiply([2, 5, 10], 10), divide([2, 5, 10], 10), multiply([3, 4], 10), buildNumber(3), placeDigit(3), wordAdd(100), wordSubtract(100), wordMultiply(5, 5), half(100), skipCount([3, 4, 5, 10, 50, 100])];
  return [
    add(age === 9 ? 100 : 1000), subtract(age === 9 ? 100 : 1000), multiply([3, 4, 6, 7, 8, 9, 11, 12], 12), divide([3, 4, 6, 7, 8, 9], 12),
    placeDigit(4), wordMultiply(9, 9), wordDivide(8, 10), coins(), change(), spend(), fractionOf(), unitsInTime(), namedTime(), timeLater(),
  ];
}
