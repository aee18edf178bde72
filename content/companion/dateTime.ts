import type { Random } from '../random';
import { joinParts } from './style';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateQuestion = 'day' | 'date' | 'month' | 'year' | 'time' | 'tomorrow' | 'yesterday' | 'season';

export function parseDateQuestion(text: string): DateQuestion | null {
  const t = text.toLowerCase();
  if (/\bwhat(?:'s| is)? (?:the )?time\b|\bwhat time is it\b/.test(t)) return 'time';
  if (/\b(?:what|which) day (?:is|was|will) (?:it )?(?:be )?tomorrow\b|\btomorrow (?:is|will be) what day\b/.test(t)) return 'tomorrow';
  if (/\b(?:what|which) day (?:was|is) (?:it )?yesterday\b/.test(t)) return 'yesterday';
  if (/\bwhat(?:'s| is)? (?:the |today'?s )?date\b|\bwhat date is it\b/.test(t)) return 'date';
  if (/\b(?:what|which) day (?:is it|is today|of the week)\b|\bwhat(?:'s| is) today\b|\bwhat day it is\b|\bwhat(?:'s| is) the day\b/.test(t)) return 'day';
  if (/\b(?:what|which) month\b/.test(t)) return 'month';
  if (/\b(?:what|which) year\b/.test(t)) return 'year';
  if (/\b(?:what|which) season (?:is it|are we)\b/.test(t)) return 'season';
  return null;
}

function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

export function dateReply(question: DateQuestion, now: Date, random: Random): string {
  const day = DAYS[now.getDay()]!;
  const month = MONTHS[now.getMonth()]!;
  const full = `${day}, the ${ordinal(now.getDate())} of ${month} ${now.getFullYear()}`;
  const fun = random.pick(['What would you like to do today?', 'What fun thing will you do today?', 'Is it a school day or a play day?']);
  switch (question) {
    case 'day':
      return joinParts(`Today is ${day}!`, `It's the ${ordinal(now.getDate())} of ${month}.`, fun);
    case 'date':
      return joinParts(`Today is ${full}.`, fun);
    case 'month':
      return joinParts(`It's ${month}!`, `${month} is month number ${now.getMonth() + 1} of 12.`, 'Which month is your birthday in?');
    case 'year':
      return joinParts(`It's the year ${now.getFullYear()}!`, 'How old will you be next year?');
    case 'tomorrow': {
      const next = DAYS[(now.getDay() + 1) % 7]!;
      return joinParts(`Today is ${day}, so tomorrow is ${next}!`, 'What would you like to do tomorrow?');
    }
    case 'yesterday': {
      const prev = DAYS[(now.getDay() + 6) % 7]!;
      return joinParts(`Today is ${day}, so yesterday was ${prev}.`, 'What did you do yesterday?');
    }
    case 'time': {
      const hours = now.getHours();
      const minutes = now.getMinutes();
      const h12 = hours % 12 === 0 ? 12 : hours % 12;
      const time = `${h12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'in the morning' : hours < 17 ? 'in the afternoon' : 'in the evening'}`;
      return joinParts(`My clock says it's about ${time}.`, 'Can you find a clock near you and check?');
    }
    case 'season': {
      return joinParts(`It's ${month}.`, 'In the north of the world that is', seasonFor(now.getMonth()) + ',', 'and in the south it is the opposite season! What is the weather like where you are?').replace(' is, ', ' is ').replace('that is ', 'that is ');
    }
  }
}

function seasonFor(monthIndex: number): string {
  if (monthIndex <= 1 || monthIndex === 11) return 'winter';
  if (monthIndex <= 4) return 'spring';
  if (monthIndex <= 7) return 'summer';
  return 'autumn';
}
