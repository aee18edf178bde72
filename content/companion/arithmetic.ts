import type { Random } from '../random';
import { replaceNumberWords } from './numbers';
import { joinParts } from './style';

export type Operator = '+' | '-' | '*' | '/';

export interface ArithmeticProblem {
  numbers: number[];
  operators: Operator[];
  /** How the child put it, e.g. "half of" or "double", for a nicer reply. */
  form?: 'half' | 'double' | 'third' | 'quarter' | 'square';
}

const OP_WORDS: [RegExp, string][] = [
  [/\bmultiplied by\b|\bmultiply(?:ed)? by\b|\btimes(?: by)?\b|\blots of\b|\bgroups of\b|×|\*/g, ' * '],
  [/\bdivided by\b|\bdivide by\b|\bdivided into\b|÷|\bshared (?:equally )?(?:between|by|among|with)\b|\bsplit (?:between|into)\b|\bover\b(?=\s*-?\d)/g, ' / '],
  [/\bplus\b|\badded to\b|\+/g, ' + '],
  [/\bminus\b|\btake ?away\b|\btakeaway\b|\bless\b(?=\s*-?\d)/g, ' - '],
];

const MATH_WORDS =
  /\b(?:plus|add|added|minus|take ?away|take -?\d+(?:\.\d+)? away|subtract|times|multipl\w*|divided?|divide|shared|split|half|halve|double|twice|third|quarter|squared|sum|product|difference|lots of|groups of|equals?|calculate|work out|maths?|altogether|in total)\b|[+×÷*/=]|\d\s*[-x]\s*\d/;

/** Turns the child's words into a problem, or null when the message is not a sum. */
export function parseArithmetic(rawText: string): ArithmeticProblem | null {
  let text = ` ${rawText.toLowerCase().replace(/[’']/g, "'").replace(/,(?=\d{3}\b)/g, '')} `;
  if (/\d+\/\d+\/\d+/.test(text)) return null; // a date
  text = replaceNumberWords(text);
  if (!MATH_WORDS.test(text) && !/\d\s*[-+*/x×÷]\s*\d/.test(text) && !/\b(?:what(?:'s| is)|how much is|how many is)\s+-?\d+\s+and\s+-?\d+\b/.test(text)) return null;
  text = text.replace(/(\d)\s*x\s*(\d)/g, '$1 * $2').replace(/\bx\b(?=\s*\d)/g, ' * ');

  // Special forms first.
  const special: [RegExp, (a: number, b: number) => ArithmeticProblem][] = [
    [/\b(?:add|adding)\s+(-?[\d.]+)\s+(?:and|to|with|plus)\s+(-?[\d.]+)/, (a, b) => ({ numbers: [a, b], operators: ['+'] })],
    [/\bsum of\s+(-?[\d.]+)\s+and\s+(-?[\d.]+)/, (a, b) => ({ numbers: [a, b], operators: ['+'] })],
    [/\bproduct of\s+(-?[\d.]+)\s+and\s+(-?[\d.]+)/, (a, b) => ({ numbers: [a, b], operators: ['*'] })],
    [/\bmultiply\s+(-?[\d.]+)\s+(?:and|by|with)\s+(-?[\d.]+)/, (a, b) => ({ numbers: [a, b], operators: ['*'] })],
    [/\bdivide\s+(-?[\d.]+)\s+(?:by|into)\s+(-?[\d.]+)/, (a, b) => ({ numbers: [a, b], operators: ['/'] })],
    [/\bsubtract\s+(-?[\d.]+)\s+from\s+(-?[\d.]+)/, (a, b) => ({ numbers: [b, a], operators: ['-'] })],
    [/\btake\s+(?:away\s+)?(-?[\d.]+)\s+(?:away\s+)?from\s+(-?[\d.]+)/, (a, b) => ({ numbers: [b, a], operators: ['-'] })],
    [/\b(-?[\d.]+)\s+(?:subtract|subtracted by)\s+(-?[\d.]+)/, (a, b) => ({ numbers: [a, b], operators: ['-'] })],
    [/\bdifference between\s+(-?[\d.]+)\s+and\s+(-?[\d.]+)/, (a, b) => ({ numbers: [Math.max(a, b), Math.min(a, b)], operators: ['-'] })],
    [/\b(-?[\d.]+)\s+(?:and|add|with)\s+(-?[\d.]+)\s*(?:more\s*)?(?:make|makes|is|are|equals?|altogether|in total|together|=|\?|$)/, (a, b) => ({ numbers: [a, b], operators: ['+'] })],
    [/\b(?:what(?:'s| is)|how much is|how many is|how many are)\s+(-?[\d.]+)\s+and\s+(-?[\d.]+)\b/, (a, b) => ({ numbers: [a, b], operators: ['+'] })],
  ];
  const single: [RegExp, (a: number) => ArithmeticProblem][] = [
    [/\b(?:half of|half|halve)\s+(-?[\d.]+)/, (a) => ({ numbers: [a, 2], operators: ['/'], form: 'half' })],
    [/\ba third of\s+(-?[\d.]+)/, (a) => ({ numbers: [a, 3], operators: ['/'], form: 'third' })],
    [/\ba quarter of\s+(-?[\d.]+)/, (a) => ({ numbers: [a, 4], operators: ['/'], form: 'quarter' })],
    [/\b(?:double|twice)\s+(-?[\d.]+)/, (a) => ({ numbers: [a, 2], operators: ['*'], form: 'double' })],
    [/\b(-?[\d.]+)\s+squared\b/, (a) => ({ numbers: [a, a], operators: ['*'], form: 'square' })],
  ];

  // A plain expression: "7 + 5 * 2", "12 - 4".
  const spaced = OP_WORDS.reduce((acc, [pattern, symbol]) => acc.replace(pattern, symbol), text);
  const expression = /(?:^|[^\d.])(-?\d+(?:\.\d+)?(?:\s*[-+*/]\s*-?\d+(?:\.\d+)?)+)/.exec(spaced.replace(/(\d)\s*-\s*(\d)/g, '$1 - $2'));
  if (expression?.[1]) {
    const tokens = expression[1].match(/-?\d+(?:\.\d+)?|[-+*/]/g) ?? [];
    const parsed = fromTokens(tokens);
    if (parsed) return parsed;
  }
  for (const [pattern, build] of special) {
    const m = pattern.exec(text);
    if (m?.[1] && m[2]) return build(Number(m[1]), Number(m[2]));
  }
  for (const [pattern, build] of single) {
    const m = pattern.exec(text);
    if (m?.[1]) return build(Number(m[1]));
  }
  return null;
}

function fromTokens(tokens: string[]): ArithmeticProblem | null {
  const numbers: number[] = [];
  const operators: Operator[] = [];
  let expectNumber = true;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (expectNumber) {
      if (/^-?\d/.test(token)) {
        numbers.push(Number(token));
        expectNumber = false;
      } else return null;
    } else if (/^[-+*/]$/.test(token)) {
      operators.push(token as Operator);
      expectNumber = true;
    } else if (/^-\d/.test(token)) {
      // "9 -3" tokenised as a negative number: it is a subtraction.
      operators.push('-');
      numbers.push(Number(token.slice(1)));
    } else return null;
  }
  if (operators.length === 0 || numbers.length !== operators.length + 1 || numbers.length > 6) return null;
  return { numbers, operators };
}

/** Exact evaluation with the usual order: × and ÷ before + and −. */
export function evaluate(problem: ArithmeticProblem): number {
  const numbers = [...problem.numbers];
  const operators = [...problem.operators];
  for (let i = 0; i < operators.length; ) {
    const op = operators[i];
    if (op === '*' || op === '/') {
      const a = numbers[i]!;
      const b = numbers[i + 1]!;
      numbers.splice(i, 2, op === '*' ? a * b : a / b);
      operators.splice(i, 1);
    } else i++;
  }
  let result = numbers[0]!;
  operators.forEach((op, i) => {
    result = op === '+' ? result + numbers[i + 1]! : result - numbers[i + 1]!;
  });
  return round(result);
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

const OP_SAY: Record<Operator, string> = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by' };

export function describeProblem(problem: ArithmeticProblem): string {
  const { numbers, operators, form } = problem;
  if (form === 'half') return `half of ${numbers[0]}`;
  if (form === 'third') return `a third of ${numbers[0]}`;
  if (form === 'quarter') return `a quarter of ${numbers[0]}`;
  if (form === 'double') return `double ${numbers[0]}`;
  if (form === 'square') return `${numbers[0]} squared`;
  return numbers.map((n, i) => (i === 0 ? String(n) : `${OP_SAY[operators[i - 1]!]} ${n}`)).join(' ');
}

const CHEERS = ['Great maths question!', 'Ooh, a sum! I love sums.', "Let's work it out!", 'Maths time!', 'Good thinking!'];
const ENCORES = [
  'Can you work out {next}?',
  'Now you try: what is {next}?',
  'Here is one for you: {next}. What do you think?',
  'Want another? Try {next}!',
];

function emojiRow(count: number, emoji: string): string {
  return emoji.repeat(count);
}

/** A reply that always has the exact answer, explained simply for the child's age. */
export function arithmeticReply(problem: ArithmeticProblem, childAge: number, random: Random): string {
  const { numbers, operators } = problem;
  const said = describeProblem(problem);
  const [a = 0, b = 0] = numbers;
  const single = operators.length === 1;
  const op = operators[0];

  if (operators.some((o, i) => o === '/' && numbers[i + 1] === 0)) {
    return "Ooh, that's a tricky one! We can't share things into zero groups, so dividing by zero has no answer. Try dividing by a different number!";
  }

  const cheer = random.pick(CHEERS);
  const next = nextProblem(problem, random);
  const encore = random.pick(ENCORES).replace('{next}', next);

  if (single && op === '/' && Number.isInteger(a) && Number.isInteger(b) && a % b !== 0 && a >= 0 && b > 0) {
    const q = Math.floor(a / b);
    const r = a % b;
    if (problem.form === 'half') {
      return joinParts(cheer, `Half of ${a} is ${q} and a half. That's ${q + 0.5}!`, childAge <= 6 ? `If you share ${a} sweets between 2 friends, each gets ${q} and there is 1 left to cut in half.` : '', encore);
    }
    return joinParts(
      cheer,
      `${a} divided by ${b} is ${q}, with ${r} left over.`,
      `If you share ${a} sweets between ${b} friends, each friend gets ${q}, and ${r} ${r === 1 ? 'is' : 'are'} left over.`,
      encore,
    );
  }

  const answer = evaluate(problem);
  const sentence = `${capitalizeFirst(said)} is ${answer}!`;
  if (answer < 0) {
    return joinParts(
      cheer,
      `${capitalizeFirst(said)} is ${answer}. We call that negative ${-answer}.`,
      `It means we went ${-answer} below zero, like walking down the stairs past the ground floor into a basement.`,
      childAge <= 6 ? `If you have ${a} sweets, you can't give away ${b}. Shall we try ${b} take away ${a}? That's ${b - a}!` : encore,
    );
  }

  let explain = '';
  if (single && childAge <= 7) {
    if (op === '+' && a >= 0 && b >= 0 && a + b <= 10 && Number.isInteger(a) && Number.isInteger(b)) {
      explain = `${emojiRow(a, '🍎')} and ${emojiRow(b, '🍎')} make ${answer} apples.`;
    } else if (op === '-' && a <= 10 && b >= 0 && Number.isInteger(a) && Number.isInteger(b)) {
      explain = `If you have ${a} balloons and ${b} float away, ${answer} ${answer === 1 ? 'is' : 'are'} left. 🎈`;
    } else if (op === '*' && problem.form !== 'double' && problem.form !== 'square' && a <= 12 && b <= 12) {
      explain = `That's ${a} groups of ${b}.`;
    } else if (op === '/' && problem.form === undefined) {
      explain = `If you share ${a} between ${b}, each gets ${answer}.`;
    } else if (problem.form === 'double') {
      explain = `That's ${a} plus ${a}.`;
    } else if (problem.form === 'half') {
      explain = `That's ${a} shared between 2.`;
    }
  }
  return joinParts(cheer, sentence, explain, encore);
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A similar, slightly different problem for the child to try (no answer given). */
function nextProblem(problem: ArithmeticProblem, random: Random): string {
  const op = problem.operators[0] ?? '+';
  const a = Math.max(1, Math.min(20, Math.round(Math.abs(problem.numbers[0] ?? 5)) + random.int(1, 3)));
  const b = Math.max(1, Math.min(10, Math.round(Math.abs(problem.numbers[1] ?? 2))));
  switch (op) {
    case '+':
      return `${a} plus ${b}`;
    case '-':
      return `${Math.max(a, b)} take away ${Math.min(a, b)}`;
    case '*':
      return `${Math.min(a, 10)} times ${b}`;
    case '/':
      return `${b * random.int(2, 5)} divided by ${b}`;
  }
}
