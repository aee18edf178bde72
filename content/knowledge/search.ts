import MiniSearch from 'minisearch';
import { ALL_ENTRIES } from './entries';
import { processTerm, termsOf, tokenize } from './text';
import type { KnowledgeEntry } from './types';

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  /** 0..1: how much of the question the entry explains. */
  confidence: number;
}

/** Below this a match is treated as "I don't know" rather than answered with an unrelated fact. */
export const CONFIDENCE_THRESHOLD = 0.62;

interface IndexedEntry {
  entry: KnowledgeEntry;
  /** Terms of the questions and keywords. */
  terms: Set<string>;
  /** Terms of each question, for "how much of this question did the child ask". */
  questionTerms: string[][];
}

interface Index {
  search: MiniSearch<{ id: number; questions: string; keywords: string; answer: string }>;
  entries: IndexedEntry[];
  documentFrequency: Map<string, number>;
}

let cached: Index | null = null;

/** Built once, on first use. */
function getIndex(): Index {
  if (cached) return cached;
  const search = new MiniSearch<{ id: number; questions: string; keywords: string; answer: string }>({
    fields: ['questions', 'keywords', 'answer'],
    storeFields: [],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term) ?? null,
    searchOptions: {
      boost: { questions: 3, keywords: 2, answer: 0.3 },
      fuzzy: (term) => (term.length > 6 ? 0.3 : term.length > 4 ? 0.2 : 0),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    },
  });
  const entries: IndexedEntry[] = ALL_ENTRIES.map((entry) => {
    const questionTerms = entry.questions.map((q) => termsOf(q));
    const terms = new Set<string>([...questionTerms.flat(), ...termsOf(entry.keywords.join(' '))]);
    return { entry, terms, questionTerms };
  });
  search.addAll(
    entries.map((e, id) => ({ id, questions: e.entry.questions.join(' . '), keywords: e.entry.keywords.join(' '), answer: e.entry.answer })),
  );
  const documentFrequency = new Map<string, number>();
  for (const e of entries) for (const t of e.terms) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  cached = { search, entries, documentFrequency };
  return cached;
}

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const temp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = temp;
      rowMin = Math.min(rowMin, prev[j]!);
    }
    if (rowMin > max) return false;
  }
  return prev[b.length]! <= max;
}

/** Spelling-by-sound folding for typo matching: "elefant" meets "elephant". */
function soundAlike(term: string): string {
  return term.replace(/ph/g, 'f').replace(/ck/g, 'k').replace(/c(?=[aou])/g, 'k').replace(/([a-z])\1+/g, '$1');
}

/**
 * Does the query term match one of the entry's terms? Exact, prefix, or (only for words we
 * don't know at all, i.e. probable typos) one letter away after folding sounds.
 */
function termMatches(queryTerm: string, docTerms: Iterable<string>, allowTypos: boolean): boolean {
  const folded = soundAlike(queryTerm);
  for (const d of docTerms) {
    if (d === queryTerm) return true;
    if (queryTerm.length >= 5 && d.startsWith(queryTerm)) return true;
    if (d.length >= 5 && queryTerm.startsWith(d) && queryTerm.length - d.length <= 2) return true;
    if (allowTypos && folded.length >= 4) {
      const dFolded = soundAlike(d);
      if (dFolded === folded) return true;
      if (folded.length >= 5 && editDistanceAtMost(folded, dFolded, 1)) return true;
    }
  }
  return false;
}

function weightOf(index: Index, term: string): number {
  const df = index.documentFrequency.get(term) ?? 0;
  const n = index.entries.length;
  // Unknown words weigh like fairly rare words: a question about something we have no entry for must not match.
  return Math.log(1 + n / Math.max(df, 1.5));
}

/** Finds the entry that best answers the question, or null when nothing matches well enough. */
export function searchKnowledge(question: string, options: { threshold?: number; topics?: readonly string[] } = {}): KnowledgeMatch | null {
  const best = rankKnowledge(question, options.topics)[0];
  if (!best || best.confidence < (options.threshold ?? CONFIDENCE_THRESHOLD)) return null;
  return best;
}

/** Candidates with their confidence, best first (for tests and the eval). */
export function rankKnowledge(question: string, topics?: readonly string[]): KnowledgeMatch[] {
  const index = getIndex();
  const queryTerms = termsOf(question);
  if (queryTerms.length === 0) return [];
  const results = index.search.search(queryTerms.join(' '));
  const wh = questionWord(question);
  const totalWeight = queryTerms.reduce((sum, t) => sum + weightOf(index, t), 0);
  const ranked: (KnowledgeMatch & { score: number })[] = [];
  for (const result of results.slice(0, 12)) {
    const indexed = index.entries[result.id as number]!;
    if (topics && !topics.includes(indexed.entry.topic)) continue;
    const matchedWeight = queryTerms.filter((t) => termMatches(t, indexed.terms, !index.documentFrequency.has(t))).reduce((sum, t) => sum + weightOf(index, t), 0);
    const queryCoverage = matchedWeight / totalWeight;
    // How much of the entry's closest question the child asked about.
    let entryCoverage = 0;
    let sameQuestionWord = false;
    indexed.questionTerms.forEach((qTerms, qi) => {
      if (qTerms.length === 0) return;
      const covered = qTerms.filter((t) => termMatches(t, queryTerms, false) || queryTerms.some((q) => !index.documentFrequency.has(q) && termMatches(q, [t], true))).length / qTerms.length;
      if (covered > entryCoverage || (covered === entryCoverage && !sameQuestionWord)) {
        entryCoverage = covered;
        sameQuestionWord = wh !== null && questionWord(indexed.entry.questions[qi] ?? '') === wh;
      }
    });
    // "why do we have seasons" and "how many seasons are there" share their words; the question word tells them apart.
    const confidence = Math.min(1, queryCoverage * 0.75 + entryCoverage * 0.25) + (sameQuestionWord ? 0.02 : 0);
    ranked.push({ entry: indexed.entry, confidence: Math.round(confidence * 1000) / 1000, score: result.score });
  }
  ranked.sort((a, b) => b.confidence - a.confidence || b.score - a.score);
  return ranked.map(({ entry, confidence }) => ({ entry, confidence }));
}

function questionWord(text: string): string | null {
  const m = /\b(why|how many|how much|how|what|where|when|who|which|is|are|can|do|does|did)\b/i.exec(text.toLowerCase().replace(/\bhow come\b/, 'why'));
  return m?.[1] ?? null;
}

/** Number of entries (the issue asks for at least 400). */
export function knowledgeSize(): number {
  return ALL_ENTRIES.length;
}
