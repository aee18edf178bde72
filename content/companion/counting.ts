import type { Random } from '../random';
import { replaceNumberWords } from './numbers';
import { joinParts } from './style';

export interface CountingRequest {
  from: number;
  to: number;
  step: number;
}

const MAX_NUMBERS = 100;

/** "count to 10", "count from 5 to 12", "count backwards from 10", "count by 2s to 20". */
export function parseCounting(rawText: string): CountingRequest | null {
  const text = replaceNumberWords(rawText.toLowerCase());
  if (!/\bcount/.test(text)) return null;
  const stepMatch = /\b(?:by|in) (\d+)s?\b/.exec(text);
  const step = stepMatch ? Math.max(1, Number(stepMatch[1])) : 1;
  const backwards = /\bbackwards?\b|\bcount ?down\b|\bdown from\b/.test(text);
  const fromTo = /\bfrom (-?\d+) (?:to|till|until|up to|down to) (-?\d+)/.exec(text);
  if (fromTo) return { from: Number(fromTo[1]), to: Number(fromTo[2]), step };
  const from = /\bfrom (-?\d+)/.exec(text);
  const to = /\b(?:to|till|until|up to) (-?\d+)/.exec(text);
  if (backwards) {
    const start = Number(from?.[1] ?? to?.[1] ?? 10);
    return { from: start, to: 0, step };
  }
  if (to) return { from: step > 1 ? step : 1, to: Number(to[1]), step };
  if (from) return { from: Number(from[1]), to: Number(from[1]) + 10 * step, step };
  if (/\bcount (?:with me|for me|please|something|\?|$)|\bcan you count\b|\bhelp me count\b/.test(text)) return { from: 1, to: 10, step };
  return null;
}

export function countingReply(request: CountingRequest, childAge: number, random: Random): string {
  const { from, to } = request;
  const direction = to >= from ? 1 : -1;
  const step = request.step * direction;
  const numbers: number[] = [];
  for (let n = from; direction > 0 ? n <= to : n >= to; n += step) {
    numbers.push(n);
    if (numbers.length >= MAX_NUMBERS) break;
  }
  const reachedEnd = numbers[numbers.length - 1] === to || numbers.length < MAX_NUMBERS;
  const list = numbers.join(', ');
  const intro = random.pick(["Let's count together!", 'Ready? Here we go!', 'Counting time!', 'I love counting!']);
  const ending =
    direction < 0 && to === 0
      ? 'Blast off! 🚀'
      : reachedEnd
        ? random.pick(['We did it! 🎉', 'Hooray! ⭐', 'Well done!'])
        : `Phew, that's a lot of numbers! Can you keep going from ${numbers[numbers.length - 1]}?`;
  const question =
    childAge <= 5
      ? 'Can you count with me?'
      : direction < 0
        ? random.pick(['Can you count back up again?', 'Can you do a countdown for a rocket?'])
        : request.step > 1
          ? random.pick(['Can you count in fives next?', 'What number comes next?'])
          : random.pick(['Can you count back down again?', 'Can you count in twos next?', 'What number comes next?', 'Can you count on your fingers too?']);
  return joinParts(intro, `${list}.`, ending, reachedEnd ? question : '');
}
