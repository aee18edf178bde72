import type { Random } from '../../random';
import { evaluate, parseArithmetic, type ArithmeticProblem, type Operator } from '../arithmetic';
import { foldCjk, foldLatin } from './detect';
import { cjkNumbersToDigits, latinNumberWordsToDigits } from './numbers';
import type { LanguagePack } from './types';

const SYMBOL: Record<Operator, string> = { '+': '+', '-': '-', '*': '*', '/': '/' };

/** "cuánto es tres más cuatro", "combien font 5 fois 2", "3たす4は", "三加四等于几" -> a problem, or null. */
export function parseLocalArithmetic(text: string, pack: LanguagePack): ArithmeticProblem | null {
  const { language } = pack;
  let t: string;
  if (language === 'ja' || language === 'zh') {
    t = foldCjk(text);
    for (const [pattern, op] of pack.arithmetic.operators) t = t.replace(new RegExp(pattern.source, 'g'), ` ${SYMBOL[op]} `);
    t = cjkNumbersToDigits(t, language);
  } else {
    t = latinNumberWordsToDigits(foldLatin(text), language).replace(/(\d),(\d)/g, '$1.$2');
    // An operator word counts only between two numbers: "por" and "per" are everyday words too.
    for (const [pattern, op] of pack.arithmetic.operators) {
      t = t.replace(new RegExp(`(?<=\\d\\s*)(?:${pattern.source})(?=\\s*-?\\d)`, 'g'), ` ${SYMBOL[op]} `);
    }
  }
  if (/\d+\/\d+\/\d+/.test(t)) return null;
  const half = pack.arithmetic.half.exec(t);
  if (half?.[1]) return { numbers: [Number(half[1]), 2], operators: ['/'], form: 'half' };
  const double = pack.arithmetic.double.exec(t);
  if (double?.[1]) return { numbers: [Number(double[1]), 2], operators: ['*'], form: 'double' };
  if (!/\d\s*[-+*/x×÷]\s*\d/.test(t)) return null;
  // The English parser reads the signs; only the digits and signs are left in the way it looks.
  return parseArithmetic(t.replace(/[^\d.\s+\-*/x×÷()]/g, ' '));
}

function say(n: number, pack: LanguagePack): string {
  const text = String(n);
  return pack.decimal === ',' ? text.replace('.', ',') : text;
}

function describe(problem: ArithmeticProblem, pack: LanguagePack): string {
  const { numbers, operators, form } = problem;
  const a = say(numbers[0] ?? 0, pack);
  if (form === 'half') return pack.arithmetic.half_of(a);
  if (form === 'double') return pack.arithmetic.double_of(a);
  const gap = spacing(pack);
  return numbers.map((n, i) => (i === 0 ? say(n, pack) : `${pack.arithmetic.say[operators[i - 1]!]}${gap}${say(n, pack)}`)).join(gap);
}

/** Japanese and Chinese write "3たす4", "3加4" without spaces. */
function spacing(pack: LanguagePack): string {
  return pack.language === 'ja' || pack.language === 'zh' ? '' : ' ';
}

function next(problem: ArithmeticProblem, random: Random, pack: LanguagePack): string {
  const op = problem.operators[0] ?? '+';
  const a = Math.max(1, Math.min(20, Math.round(Math.abs(problem.numbers[0] ?? 5)) + random.int(1, 3)));
  const b = Math.max(1, Math.min(10, Math.round(Math.abs(problem.numbers[1] ?? 2))));
  const s = pack.arithmetic.say;
  const g = spacing(pack);
  switch (op) {
    case '+':
      return `${a}${g}${s['+']}${g}${b}`;
    case '-':
      return `${Math.max(a, b)}${g}${s['-']}${g}${Math.min(a, b)}`;
    case '*':
      return `${Math.min(a, 10)}${g}${s['*']}${g}${b}`;
    case '/':
      return `${b * random.int(2, 5)}${g}${s['/']}${g}${b}`;
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Always the exact answer, in the child's language, explained simply for the youngest. */
export function localArithmeticReply(problem: ArithmeticProblem, childAge: number, random: Random, pack: LanguagePack, join: (...parts: string[]) => string): string {
  const m = pack.arithmetic;
  const { numbers, operators } = problem;
  const [a = 0, b = 0] = numbers;
  if (operators.some((o, i) => o === '/' && numbers[i + 1] === 0)) return m.divideByZero;
  const cheer = random.pick(m.cheers);
  const encore = random.pick(m.encores)(next(problem, random, pack));
  const single = operators.length === 1;
  const op = operators[0];
  if (single && op === '/' && Number.isInteger(a) && Number.isInteger(b) && a % b !== 0 && a >= 0 && b > 0 && problem.form !== 'half') {
    return join(cheer, m.remainder(say(a, pack), say(b, pack), say(Math.floor(a / b), pack), say(a % b, pack)), encore);
  }
  const answer = evaluate(problem);
  const said = capital(describe(problem, pack));
  if (answer < 0) return join(cheer, m.negative(said, say(answer, pack), say(-answer, pack)), encore);
  let explain = '';
  if (single && childAge <= 7 && Number.isInteger(a) && Number.isInteger(b) && problem.form === undefined) {
    if (op === '+' && a >= 0 && b >= 0 && a + b <= 10) explain = m.apples('🍎'.repeat(a), '🍎'.repeat(b), say(answer, pack));
    else if (op === '-' && a <= 10 && b >= 0) explain = m.balloons(say(a, pack), say(b, pack), say(answer, pack));
    else if (op === '*' && a <= 12 && b <= 12) explain = m.groups(say(a, pack), say(b, pack));
  }
  return join(cheer, m.result(said, say(answer, pack)), explain, encore);
}
