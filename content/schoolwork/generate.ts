import { createRandom, hashString, type Random } from '../random';
import { BANKS, type BankItem } from './banks';
import { buildOptions, type Draft, type DraftMaker } from './draft';
import { mathMakersFor } from './math';
import {
  TOTAL_SETS,
  questionsPerSet,
  quizBandFor,
  usesMultipleChoice,
  type QuizQuestion,
  type SetNumber,
  type Subject,
} from './types';

export interface QuestionSetInput {
  subject: Subject;
  age: number;
  setNumber: SetNumber;
  seed: number;
}

/** Where questions come from: a maker called again and again, or a shuffled bank read in order. */
interface Source {
  next(rng: Random): Draft | undefined;
}

function makerSource(makers: DraftMaker[]): Source {
  let turn = 0;
  return {
    next(rng) {
      const maker = makers[turn % makers.length] as DraftMaker;
      turn++;
      return maker(rng);
    },
  };
}

function bankSource(items: readonly BankItem[], rng: Random): Source {
  const queue = rng.shuffle(items);
  let index = 0;
  return {
    next() {
      const item = queue[index++];
      if (!item) return undefined;
      const [question, answer, ...wrong] = item;
      return { question, answer, wrong, alwaysChoice: true };
    },
  };
}

function sourcesFor(subject: Subject, age: number, rng: Random): Source[] {
  const band = quizBandFor(age);
  if (subject === 'math') return [makerSource(rng.shuffle(mathMakersFor(age)))];
  if (subject === 'general') {
    return [
      makerSource(rng.shuffle(mathMakersFor(age))),
      bankSource(BANKS.science[band], rng),
      bankSource(BANKS.reading[band], rng),
      bankSource(BANKS.writing[band], rng),
      bankSource(BANKS.art[band], rng),
    ];
  }
  return [bankSource(BANKS[subject][band], rng)];
}

function toQuestion(draft: Draft, age: number, rng: Random, id: string): QuizQuestion {
  const question: QuizQuestion = { id, question: draft.question, answer: draft.answer };
  if (draft.picture) question.picture = draft.picture;
  if (draft.choices || draft.alwaysChoice || usesMultipleChoice(age)) question.options = buildOptions(draft, rng);
  return question;
}

const MAX_TRIES = 60;

/**
 * One set of quiz questions for a subject and age. The three sets for the same subject,
 * age and seed are made together from one seeded sequence, so no question text repeats.
 */
export function generateQuestionSet(input: QuestionSetInput): QuizQuestion[] {
  const { subject, age, seed } = input;
  const setNumber = Math.min(Math.max(Math.trunc(input.setNumber), 1), TOTAL_SETS);
  const rng = createRandom(hashString(`${subject}|${age}|${seed}`));
  const sources = sourcesFor(subject, age, rng);
  const used = new Set<string>();
  const perSet = questionsPerSet(age);
  let turn = 0;

  for (let set = 1; set <= TOTAL_SETS; set++) {
    const questions: QuizQuestion[] = [];
    while (questions.length < perSet) {
      let draft: Draft | undefined;
      for (let tries = 0; tries < MAX_TRIES && !draft; tries++) {
        const source = sources[(turn + tries) % sources.length] as Source;
        const candidate = source.next(rng);
        if (candidate && !used.has(candidate.question)) draft = candidate;
      }
      if (!draft) break;
      turn++;
      used.add(draft.question);
      const id = `${subject}-${age}-${seed}-s${set}-q${questions.length + 1}`;
      questions.push(toQuestion(draft, age, rng, id));
    }
    if (set === setNumber) return questions;
  }
  return [];
}
