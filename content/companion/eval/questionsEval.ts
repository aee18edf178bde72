/**
 * The children's-questions eval: does the companion answer the question that was asked, or say it
 * doesn't know? Dev questions are tuned on; the held-out ones (written first) are the headline.
 */
import { ALL_ENTRIES, searchKnowledge, type KnowledgeEntry } from '../../knowledge';
import { composeReply } from '../index';
import { shortAnswer } from '../knowledgeReply';
import { offeredEntry } from '../suggestion';
import { sentences } from '../style';
import {
  ALL_DEV_QUESTIONS, ALL_HELD_OUT_QUESTIONS, DEV_BATCHES_1_TO_6, DEV_LATER_BATCHES, HELD_OUT_BATCHES, HELD_OUT_BATCHES_1_TO_5, HELD_OUT_BATCHES_1_TO_7,
} from './questions/sets';
import type { QuestionCase } from './questions/types';

/**
 * The bars (CI fails below them). Correctness bars are what the sets truly reach today. The goal for
 * answers to the wrong question is at most 2%, enforced on dev, on all questions and on the held-out set alone.
 */
export const QUESTION_BARS = {
  /**
   * Share of all held-out questions answered from a right entry, or rightly "I don't know": the issue's goal.
   * 73.4% before every entry gained two more ways of asking in children's words (11-26); 79.2% after; 77.6% with
   * held-out batch 10 (children's wording, half near-misses) and the label audit of batches 1–7.
   */
  minHeldOutCorrect: 0.75,
  /** The same on held-out batches 1–5 alone (85.2% after the label audit; 77.5% before the new ways of asking). */
  minEarlierHeldOutCorrect: 0.8,
  /** On dev batches 1–6 (94.9%). Dev batches 8, 9 and 10 (written to stretch the engine) are printed on their own. */
  minDevCorrect: 0.92,
  /** Share of the answers given that answer a different question (dev, and dev and held-out together). */
  maxWrongAnswerRate: 0.02,
  /**
   * The same on the held-out set alone: 5.1% on the merged base, 3.7% on 11-26 morning, 2.03% that evening, 1.6%
   * (7 of 440) since a close runner-up makes a match an offer instead of an answer.
   */
  maxHeldOutWrongAnswerRate: 0.02,
  /** Engine time per reply, a benchmark figure (the eval machine is shared). */
  maxP95Ms: 5,
};

export type QuestionOutcome = 'correct' | 'wrong' | 'unknown' | 'missed';

export interface QuestionSetReport {
  name: string;
  total: number;
  correct: number;
  /** A knowledge answer to a different question (or to one it should not answer). */
  wrong: number;
  /** The companion said it doesn't know (offering a close question or not). */
  dontKnow: number;
  /** It offered a close question instead ("did you mean…"): in all, of an entry the label names, and on a should-not-know question. */
  offered: { total: number; labelled: number; onUnknown: number };
  answered: number;
  correctRate: number;
  /** wrong / answered */
  wrongAnswerRate: number;
  dontKnowRate: number;
  /** Correct answers by how the question is labelled: an entry we have, a topic's words (many for entries not written yet), or "unknown". */
  byLabel: Record<'entry' | 'words' | 'unknown', { total: number; correct: number }>;
  failures: { text: string; outcome: QuestionOutcome; expected: string; reply: string }[];
}

export interface QuestionsEvalReport {
  sets: QuestionSetReport[];
  /** The newer held-out batches alone (also counted in the held-out set): figures only. */
  heldOutBatches: QuestionSetReport[];
  /** Held-out batches 1–7 together, where the goal is guarded, and batches 1–5 (both also counted in the held-out set). */
  heldOutThrough7: QuestionSetReport;
  heldOutEarlier: QuestionSetReport;
  /** Dev batches 1–6, and the later dev batches alone (all also counted in the dev set). */
  devEarlier: QuestionSetReport;
  devLaterBatches: QuestionSetReport[];
  /** Wrong answers over all answers, dev and held-out together. */
  overallWrongAnswerRate: number;
  p95Ms: number;
  meanMs: number;
  pass: boolean;
}

const ENTRY_BY_ID = new Map<string, KnowledgeEntry>(ALL_ENTRIES.map((e) => [e.id, e]));

/** Ids used by the labels that no entry has (a typo in a label, or an entry not written yet). */
export function unknownLabelIds(cases: readonly QuestionCase[] = [...ALL_DEV_QUESTIONS, ...ALL_HELD_OUT_QUESTIONS]): string[] {
  return [...new Set(cases.flatMap((c) => c.expect.entryIds ?? []).filter((id) => !ENTRY_BY_ID.has(id)))];
}

/** Did this reply come from the entry? Its first sentence (or short form) is in the reply. */
function fromEntry(replyText: string, entry: KnowledgeEntry): boolean {
  const first = sentences(entry.answer)[0] ?? entry.answer;
  return replyText.includes(first) || replyText.includes(shortAnswer(entry));
}

function containsAll(replyText: string, items: readonly string[]): boolean {
  const lower = replyText.toLowerCase();
  return items.every((item) => item.toLowerCase().split('|').some((alt) => lower.includes(alt.trim())));
}

export function judgeQuestion(testCase: QuestionCase, reply: { text: string; intent: string }): QuestionOutcome {
  const answered = reply.intent === 'knowledge';
  const { expect } = testCase;
  if (expect.unknown) return answered ? 'wrong' : 'correct';
  const byEntry = (expect.entryIds ?? []).some((id) => {
    const entry = ENTRY_BY_ID.get(id);
    return entry !== undefined && fromEntry(reply.text, entry);
  });
  const byWords = expect.answerContains !== undefined && answered && containsAll(reply.text, expect.answerContains);
  if (byEntry || byWords) return 'correct';
  if (answered) return 'wrong';
  return DONT_KNOW_INTENTS.has(reply.intent) ? 'unknown' : 'missed';
}

/** Replies that say "I don't know": a close question offered says it too, and answers nothing until a yes. */
const DONT_KNOW_INTENTS = new Set(['unknown', 'encouragement', 'suggestion']);

function runSet(name: QuestionSetReport['name'], cases: readonly QuestionCase[], timings: number[]): QuestionSetReport {
  const report: QuestionSetReport = {
    name, total: cases.length, correct: 0, wrong: 0, dontKnow: 0, answered: 0, correctRate: 0, wrongAnswerRate: 0, dontKnowRate: 0, failures: [],
    offered: { total: 0, labelled: 0, onUnknown: 0 },
    byLabel: { entry: { total: 0, correct: 0 }, words: { total: 0, correct: 0 }, unknown: { total: 0, correct: 0 } },
  };
  cases.forEach((testCase, i) => {
    const start = performance.now();
    const reply = composeReply({ text: testCase.text, category: 'general', childAge: testCase.age ?? 7, now: new Date(2024, 4, 6, 15, 5), seed: 7000 + i });
    timings.push(performance.now() - start);
    const outcome = judgeQuestion(testCase, reply);
    if (reply.intent === 'knowledge') report.answered++;
    if (outcome === 'correct') report.correct++;
    const label = testCase.expect.unknown ? 'unknown' : testCase.expect.entryIds?.length ? 'entry' : 'words';
    report.byLabel[label].total++;
    if (outcome === 'correct') report.byLabel[label].correct++;
    if (outcome === 'wrong') report.wrong++;
    if (DONT_KNOW_INTENTS.has(reply.intent)) report.dontKnow++;
    if (reply.intent === 'suggestion') {
      report.offered.total++;
      const offered = offeredEntry(reply.text)?.id;
      if (testCase.expect.unknown) report.offered.onUnknown++;
      else if (offered && testCase.expect.entryIds?.includes(offered)) report.offered.labelled++;
    }
    if (outcome !== 'correct') {
      const expected = testCase.expect.unknown ? 'unknown' : [...(testCase.expect.entryIds ?? []), ...(testCase.expect.answerContains ?? []).map((w) => `"${w}"`)].join(' or ');
      report.failures.push({ text: testCase.text, outcome, expected, reply: reply.text });
    }
  });
  report.correctRate = report.total ? report.correct / report.total : 1;
  report.wrongAnswerRate = report.answered ? report.wrong / report.answered : 0;
  report.dontKnowRate = report.total ? report.dontKnow / report.total : 0;
  return report;
}

export function runQuestionsEval(): QuestionsEvalReport {
  // Warm the index once, as the server does at its first message.
  composeReply({ text: 'why is the sky blue', category: 'general', childAge: 7, now: new Date(2024, 4, 6), seed: 1 });
  const timings: number[] = [];
  const dev = runSet('dev', ALL_DEV_QUESTIONS, timings);
  const heldOut = runSet('held-out', ALL_HELD_OUT_QUESTIONS, timings);
  // The newer held-out batches alone (their figures are part of held-out above; printed on their own lines).
  const heldOutBatches = HELD_OUT_BATCHES.map((batch) => runSet(`held-out ${batch.name}`, batch.questions, []));
  const heldOutThrough7 = runSet('held-out batches 1–7', HELD_OUT_BATCHES_1_TO_7, []);
  const heldOutEarlier = runSet('held-out batches 1–5', HELD_OUT_BATCHES_1_TO_5, []);
  const devEarlier = runSet('dev batches 1–6', DEV_BATCHES_1_TO_6, []);
  const devLaterBatches = DEV_LATER_BATCHES.map((batch) => runSet(batch.name, batch.questions, []));
  // The time figure is a benchmark of a warm process (as the server is after its first messages): each
  // question's time is the median of three more runs, so a moment when another job had the CPU doesn't count.
  timings.length = 0;
  for (const [i, testCase] of [...ALL_DEV_QUESTIONS, ...ALL_HELD_OUT_QUESTIONS].entries()) {
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      composeReply({ text: testCase.text, category: 'general', childAge: testCase.age ?? 7, now: new Date(2024, 4, 6, 15, 5), seed: 9000 + i + run });
      runs.push(performance.now() - start);
    }
    timings.push(runs.sort((a, b) => a - b)[1]!);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const p95Ms = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
  const meanMs = timings.reduce((a, b) => a + b, 0) / Math.max(1, timings.length);
  const overallWrongAnswerRate = (dev.wrong + heldOut.wrong) / Math.max(1, dev.answered + heldOut.answered);
  const pass =
    heldOut.correctRate >= QUESTION_BARS.minHeldOutCorrect &&
    heldOutEarlier.correctRate >= QUESTION_BARS.minEarlierHeldOutCorrect &&
    devEarlier.correctRate >= QUESTION_BARS.minDevCorrect &&
    heldOut.wrongAnswerRate <= QUESTION_BARS.maxHeldOutWrongAnswerRate &&
    dev.wrongAnswerRate <= QUESTION_BARS.maxWrongAnswerRate &&
    overallWrongAnswerRate <= QUESTION_BARS.maxWrongAnswerRate;
  return { sets: [dev, heldOut], heldOutBatches, heldOutThrough7, heldOutEarlier, devEarlier, devLaterBatches, overallWrongAnswerRate, p95Ms, meanMs, pass };
}

/**
 * A wrong-answer probe made from the knowledge base itself, so it can be tuned on without touching held-out:
 * each entry's own questions are asked with that entry taken away. A confident answer then comes from a
 * neighbouring entry: sometimes a true duplicate, more often an answer to another question (the way a child's
 * question about something we have no entry for gets a wrong answer). Lower is better.
 */
export interface LeaveOneOut {
  asked: number;
  /** Asked questions that still got a confident answer, from another entry. */
  answered: number;
}

export function leaveOneOut(): LeaveOneOut {
  let asked = 0;
  let answered = 0;
  for (const entry of ALL_ENTRIES) {
    const exclude = new Set([entry.id]);
    for (const question of entry.questions) {
      asked++;
      if (searchKnowledge(question, { exclude })) answered++;
    }
  }
  return { asked, answered };
}

/** The printed summary (used by scripts/eval-companion.ts, which also passes the leave-one-out probe's figures). */
export function formatQuestionsReport(report: QuestionsEvalReport, verbose: boolean, showHeldOutFailures: boolean, loo?: LeaveOneOut): string {
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  const heldOut = report.sets.find((set) => set.name === 'held-out')!;
  const lines = ['\nChildren\'s questions (answer the question asked, or say "I don\'t know")', 'set        questions  correct   wrong answers (of answers)   "I don\'t know"'];
  for (const s of report.sets) {
    lines.push(`${s.name.padEnd(10)} ${String(s.total).padStart(9)}  ${pct(s.correctRate).padStart(7)}   ${`${s.wrong}/${s.answered} = ${pct(s.wrongAnswerRate)}`.padStart(26)}   ${pct(s.dontKnowRate).padStart(13)}`);
    const part = (k: 'entry' | 'words' | 'unknown') => `${s.byLabel[k].correct}/${s.byLabel[k].total}`;
    lines.push(`           by label: entry we have ${part('entry')}, topic words ${part('words')}, should not know ${part('unknown')}`);
    lines.push(
      `           "did you mean…" offered ${s.offered.total} times: the labelled entry ${s.offered.labelled}, on a should-not-know question ${s.offered.onUnknown}, ` +
        `another entry ${s.offered.total - s.offered.labelled - s.offered.onUnknown}`,
    );
    if (verbose && (s.name === 'dev' || showHeldOutFailures)) {
      for (const f of s.failures) lines.push(`    ✗ [${f.outcome}] ${JSON.stringify(f.text)} expected ${f.expected}\n      → ${f.reply}`);
    }
  }
  for (const b of [report.devEarlier, ...report.devLaterBatches, report.heldOutThrough7, report.heldOutEarlier, ...report.heldOutBatches]) {
    lines.push(`  of which ${b.name}: ${b.total} questions, correct ${pct(b.correctRate)}, wrong answers ${b.wrong}/${b.answered} = ${pct(b.wrongAnswerRate)}, "I don't know" ${pct(b.dontKnowRate)}`);
  }
  lines.push(`wrong answers, all questions: ${pct(report.overallWrongAnswerRate)} (goal and bar ≤ ${pct(QUESTION_BARS.maxWrongAnswerRate)})`);
  if (loo) lines.push(`leave-one-out (an entry's own questions with that entry taken away, answered from another): ${loo.answered}/${loo.asked} = ${pct(loo.answered / Math.max(1, loo.asked))}`);
  lines.push(
    `goal: held-out correct ≥ ${pct(QUESTION_BARS.minHeldOutCorrect)}: ${pct(heldOut.correctRate)} on all held-out, ${heldOut.correctRate >= QUESTION_BARS.minHeldOutCorrect ? 'met' : 'NOT met'}`,
    `goal: held-out wrong answers ≤ ${pct(QUESTION_BARS.maxHeldOutWrongAnswerRate)}: ${pct(heldOut.wrongAnswerRate)}, ${heldOut.wrongAnswerRate <= QUESTION_BARS.maxHeldOutWrongAnswerRate ? 'met' : 'NOT met'}`,
  );
  lines.push(
    `bars: held-out correct ≥ ${pct(QUESTION_BARS.minHeldOutCorrect)} (the goal; batches 1–5 ≥ ${pct(QUESTION_BARS.minEarlierHeldOutCorrect)}), dev batches 1–6 correct ≥ ${pct(QUESTION_BARS.minDevCorrect)}, ` +
      `wrong answers ≤ ${pct(QUESTION_BARS.maxWrongAnswerRate)} (dev, all) and ≤ ${pct(QUESTION_BARS.maxHeldOutWrongAnswerRate)} (held-out)`,
  );
  lines.push(`time per question: p95 ${report.p95Ms.toFixed(2)} ms, mean ${report.meanMs.toFixed(2)} ms (budget p95 ≤ ${QUESTION_BARS.maxP95Ms} ms, a benchmark figure)`);
  lines.push(report.pass ? 'questions: PASS' : 'questions: FAIL');
  return lines.join('\n');
}
