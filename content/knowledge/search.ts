import MiniSearch from 'minisearch';
import { ALL_ENTRIES } from './entries';
import { splitQuestions, stripAddress } from './question';
import { processTerm, termsOf, tokenize } from './text';
import type { KnowledgeEntry } from './types';

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  /** 0..1: how well the entry answers the question that was asked. */
  confidence: number;
}

/** How a match was scored (for tests and the eval). */
export interface KnowledgeMatchDetails extends KnowledgeMatch {
  /** IDF-weighted share of the question's words the entry knows. */
  questionCoverage: number;
  /** IDF-weighted share of the entry's closest question that the child asked: its main idea. */
  entryCoverage: number;
  /** The part of a run-on message that matched. */
  part: string;
  /** Share of the words (stop words included) shared with the entry's closest question: breaks ties. */
  surface: number;
  /** A specific word of the question (few entries use it) that this entry never mentions, if any. */
  uncoveredSpecific?: string;
}

/**
 * Below this a match is treated as "I don't know" rather than answered with an unrelated fact.
 * Tuned on the dev questions only (content/companion/eval/questions/dev.ts).
 */
export const CONFIDENCE_THRESHOLD = 0.85;
/** Both sides must be mostly covered: the question's words, and the entry's main idea. */
const MIN_QUESTION_COVERAGE = 0.75;
const MIN_ENTRY_COVERAGE = 0.7;
/**
 * A word of the question that fewer entries than this use is specific ("outside", "tunnel", "sellotape"): when
 * the entry never mentions it, the child asked something more particular than the entry answers. (Raised from
 * 10 and 20 when each entry gained two more ways of asking, so more entries mention each word.)
 */
const SPECIFIC_TERM_MAX_DF = 12;
const LAST_TERM_MAX_DF = 24;

/** Words that carry little of a question's meaning ("move", "feel", "point"): they count for less. (Look, work, animal, ocean,
 * night and stay count in full since the base grew: "how do phones work" is not "what is a phone".) */
const LIGHT_TERMS: Record<string, number> = { move: 0.3, point: 0.3, feel: 0.4, build: 0.5, need: 0.4, water: 0.7, person: 0.5, madeof: 0.7, howmade: 0.7, new: 0.4, space: 0.6, earth: 0.6, day: 0.5, funny: 0.3, weird: 0.3, strange: 0.3, high: 0.6,
  // Who is in the child's story ("why does my dad chuck salt in the pasta pan") is rarely what is asked.
  mother: 0.3, father: 0.3, brother: 0.3, sister: 0.3, teacher: 0.4, uncle: 0.3, auntie: 0.3, aunt: 0.3, cousin: 0.3, grandad: 0.3,
  grandma: 0.3, granny: 0.3, nana: 0.3, friend: 0.4 };

interface IndexedEntry {
  entry: KnowledgeEntry;
  /** Terms of the questions and keywords, each once (an array: a Set per entry costs megabytes). */
  terms: readonly string[];

  /** Terms of each question, for "how much of this question did the child ask". */
  questionTerms: string[][];
  /** Plain words of each question (stop words kept), for breaking ties. */
  questionWords: string[][];
  /** What kind of answer each question wants. */
  questionKinds: (QuestionKind | null)[];
  /** Whether each question is negative ("why can't penguins fly"). */
  questionNegative: boolean[];
  /** A what-if entry whose main question imagines ("what if people could fly"), unlike "will the sun die". */
  imagined: boolean;
  /** Whether each question asks what something is ("what is a comet", "tell me about mars"). */
  questionDefinition: boolean[];
  /** `weightOf` each term of `questionTerms`, and their sum per question (worked out once, at build). */
  questionWeights: number[][];
  questionTotals: number[];
}

interface Index {
  search: MiniSearch<{ id: number; questions: string; keywords: string }>;
  entries: IndexedEntry[];
  documentFrequency: Map<string, number>;
  /** Sound-folded spelling of every known term, to the terms. */
  folded: Map<string, string[]>;
  /** Typo corrections already worked out. */
  corrections: Map<string, string | null>;
  /** `weightOf` every known term. */
  weights: Map<string, number>;
}

let cached: Index | null = null;

/** Entries indexed between two yields of `indexBuilder` (a few milliseconds of work each). */
const ENTRIES_PER_SLICE = 40;

/** Built once, on first use (or ahead of it, in slices, by `prepareKnowledgeIndex`). */
function getIndex(): Index {
  if (cached) return cached;
  const builder = indexBuilder();
  let step = builder.next();
  while (!step.done) step = builder.next();
  return step.value;
}

/**
 * Builds the index in slices so a server that prepares it right after starting keeps answering
 * requests meanwhile (`getIndex` called in between simply builds it at once).
 */
export async function prepareKnowledgeIndex(): Promise<void> {
  const builder = indexBuilder();
  for (let step = builder.next(); !step.done && !cached; step = builder.next()) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function* indexBuilder(): Generator<void, Index> {
  const search = new MiniSearch<{ id: number; questions: string; keywords: string }>({
    // Not the answers: scoring never reads them, and their words took 1.7 MB of the index.
    fields: ['questions', 'keywords'],
    storeFields: [],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term) ?? null,
    searchOptions: {
      boost: { questions: 3, keywords: 2 },
      // Typos are corrected against the vocabulary before searching (correctTerm), which is faster
      // and more careful than fuzzy search.
      fuzzy: false,
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    },
  });
  const entries: IndexedEntry[] = [];
  // Each word is kept once, however many questions use it (the index is a large part of the server's memory).
  const seen = new Map<string, string>();
  const intern = (words: string[]) => words.map((word) => seen.get(word) ?? (seen.set(word, word), word));
  for (const [id, entry] of ALL_ENTRIES.entries()) {
    const questionTerms = entry.questions.map((q) => intern(termsOf(q)));
    const terms = [...new Set([...questionTerms.flat(), ...intern(termsOf(entry.keywords.join(' ')))])];
    const imagined = entry.topic === 'what-if' && (questionTerms[0]!.includes('whatif') || HYPOTHETICAL.test(entry.questions[0]!));
    entries.push({
      entry, terms, imagined, questionTerms, questionWords: entry.questions.map((q) => intern(tokenize(q))), questionKinds: entry.questions.map((q) => questionKind(q)),
      questionNegative: entry.questions.map((q) => isNegative(q)), questionDefinition: entry.questions.map((q, qi) => isDefinition(q, questionTerms[qi]!.length)), questionWeights: [], questionTotals: [],
    });
    search.add({ id, questions: entry.questions.join(' . '), keywords: entry.keywords.join(' ') });
    if (id % ENTRIES_PER_SLICE === ENTRIES_PER_SLICE - 1) yield;
  }
  const documentFrequency = new Map<string, number>();
  for (const e of entries) for (const t of e.terms) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  const folded = new Map<string, string[]>();
  for (const term of documentFrequency.keys()) {
    const key = soundAlike(term);
    folded.set(key, [...(folded.get(key) ?? []), term]);
  }
  const weights = new Map<string, number>();
  for (const [term, df] of documentFrequency) weights.set(term, termWeight(df, entries.length, term));
  const index: Index = { search, entries, documentFrequency, folded, corrections: new Map(), weights };
  for (const e of entries) {
    e.questionWeights = e.questionTerms.map((qTerms) => qTerms.map((t) => weightOf(index, t)));
    e.questionTotals = e.questionWeights.map((ws) => ws.reduce((sum, w) => sum + w, 0));
  }
  cached ??= index;
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

/** Spelling-by-sound folding for typo matching: "elefant" meets "elephant", "wale" meets "whale". */
function soundAlike(term: string): string {
  return term.replace(/ph/g, 'f').replace(/^wh/, 'w').replace(/ck/g, 'k').replace(/c(?=[aou])/g, 'k').replace(/([a-z])\1+/g, '$1');
}

/** Only word-form endings, so "light" meets "lights" but never "lightning". */
const INFLECTION = /^(?:s|es|e|ed|d|ing|er|ers|est|y|ly|ies|ness)$/;

/** Does the query term match one of the entry's terms? The same term, or another form of the same word. */
function termMatches(queryTerm: string, docTerms: Iterable<string>): boolean {
  for (const d of docTerms) {
    if (d === queryTerm) return true;
    if (queryTerm.length >= 4 && d.startsWith(queryTerm) && INFLECTION.test(d.slice(queryTerm.length))) return true;
    if (d.length >= 4 && queryTerm.startsWith(d) && INFLECTION.test(queryTerm.slice(d.length))) return true;
  }
  return false;
}

/**
 * A word we have no entry for is probably a typo of one we have: the same after folding sounds
 * ("elefant", "wale"), or one letter away (two for long words). Only words we don't know are
 * corrected, so "president" never becomes "present".
 */
function correctTerm(index: Index, term: string): string {
  if (index.documentFrequency.has(term)) return term;
  const known = index.corrections.get(term);
  if (known !== undefined) return known ?? term;
  const key = soundAlike(term);
  let best: string | null = null;
  if (key.length >= 4) {
    best = index.folded.get(key)?.[0] ?? null;
    if (!best && key.length >= 5) {
      const max = key.length >= 10 ? 2 : 1;
      let bestDf = 0;
      for (const [foldedTerm, terms] of index.folded) {
        if (Math.abs(foldedTerm.length - key.length) > max || foldedTerm[0] !== key[0]) continue;
        if (!editDistanceAtMost(key, foldedTerm, max)) continue;
        const df = index.documentFrequency.get(terms[0]!) ?? 0;
        if (df > bestDf) { best = terms[0]!; bestDf = df; }
      }
    }
  }
  if (index.corrections.size > 5000) index.corrections.clear();
  index.corrections.set(term, best);
  return best ?? term;
}

function termWeight(df: number, entryCount: number, term: string): number {
  // Unknown words weigh like rare words: a question about something we have no entry for must not match.
  return Math.log(1 + entryCount / Math.max(df, 1.5)) * (LIGHT_TERMS[term] ?? 1);
}

function weightOf(index: Index, term: string): number {
  return index.weights.get(term) ?? termWeight(0, index.entries.length, term);
}

/** Finds the entry that best answers the question, or null when nothing matches well enough. */
export function searchKnowledge(
  question: string,
  /** `exclude`: entries never to answer from (the eval's leave-one-out probe). */
  options: { threshold?: number; topics?: readonly string[]; names?: readonly string[]; exclude?: ReadonlySet<string> } = {},
): KnowledgeMatch | null {
  const { exclude } = options;
  const [best, next] = explainKnowledge(question, options).filter((m) => !exclude?.has(m.entry.id));
  if (!best || !answers(best, next, options.threshold)) return null;
  return { entry: best.entry, confidence: best.confidence };
}

/**
 * A close question the child may have meant, when none answers well enough: the leading candidate covers most of
 * what was asked and stands well clear of the next, so the companion can offer it ("did you mean …?") instead of
 * answering it. Set on the dev questions: of the 259 answerable ones the engine leaves unanswered, 112 get their own
 * entry offered and 4 another one (see docs/companion.md).
 */
const SUGGEST_MIN_CONFIDENCE = 0.6;
const SUGGEST_MIN_QUESTION_COVERAGE = 0.5;
const SUGGEST_MIN_LEAD = 0.15;

/** `likely`: the suggestion matches well but another entry comes close, so it is checked with the child rather than answered. */
export type KnowledgeLookup = { kind: 'answer'; entry: KnowledgeEntry } | { kind: 'suggestion'; entry: KnowledgeEntry; likely: boolean } | null;

/** The entry that answers the question, else a close one to offer, else null: one search for both. */
export function lookupKnowledge(question: string, options: { names?: readonly string[]; canOffer?: boolean } = {}): KnowledgeLookup {
  const [best, next] = explainKnowledge(question, options);
  if (!best) return null;
  if (answers(best, next)) return { kind: 'answer', entry: best.entry };
  // A good match with a close runner-up is offered where the child can say yes (the chat), which settles the
  // entry they meant; where no offer can be made it is answered, as before.
  if (isConfident(best)) return options.canOffer ? { kind: 'suggestion', entry: best.entry, likely: true } : { kind: 'answer', entry: best.entry };
  const lead = best.confidence - (next?.confidence ?? 0);
  if (best.confidence >= SUGGEST_MIN_CONFIDENCE && best.questionCoverage >= SUGGEST_MIN_QUESTION_COVERAGE && lead >= SUGGEST_MIN_LEAD) {
    return { kind: 'suggestion', entry: best.entry, likely: false };
  }
  return null;
}

/**
 * After a "no" to a close call (a good match checked with the child because another entry came close): that other
 * entry, when it is worth offering too. Null when the declined entry was not such a close call for this question.
 */
export function closeRunnerUp(question: string, declinedId: string, options: { names?: readonly string[] } = {}): KnowledgeEntry | null {
  const [best, next] = explainKnowledge(question, options);
  if (!best || !next || best.entry.id !== declinedId || !isConfident(best) || answers(best, next)) return null;
  return next.confidence >= SUGGEST_MIN_CONFIDENCE && next.questionCoverage >= SUGGEST_MIN_QUESTION_COVERAGE ? next.entry : null;
}

/**
 * Below this a match must also stand clear of the runner-up: a close second means the question sits between two
 * entries, and answering one of them is a guess. Set on dev and on leave-one-out (an entry's own questions asked
 * with that entry removed, which should find nothing): it removes 68 of the 340 answers leave-one-out gave to
 * another entry; the 12 right dev answers it stops are offered instead in the chat, so as many dev questions
 * reach their answer as before.
 */
const NARROW_CONFIDENCE = 0.96;
const NARROW_MIN_LEAD = 0.2;

function answers(best: KnowledgeMatchDetails, next: KnowledgeMatchDetails | undefined, threshold?: number): boolean {
  if (!isConfident(best, threshold)) return false;
  return best.confidence >= NARROW_CONFIDENCE || best.confidence - (next?.confidence ?? 0) >= NARROW_MIN_LEAD;
}

function isConfident(match: KnowledgeMatchDetails, threshold = CONFIDENCE_THRESHOLD): boolean {
  return (
    match.confidence >= threshold &&
    match.questionCoverage >= MIN_QUESTION_COVERAGE &&
    match.entryCoverage >= MIN_ENTRY_COVERAGE &&
    match.uncoveredSpecific === undefined
  );
}

/** Candidates with their confidence, best first (for tests and the eval). */
export function rankKnowledge(question: string, topics?: readonly string[]): KnowledgeMatch[] {
  return explainKnowledge(question, { topics }).map(({ entry, confidence }) => ({ entry, confidence }));
}

/** Candidates with how they were scored, best first. Each question of a run-on message is tried. */
export function explainKnowledge(question: string, options: { topics?: readonly string[]; names?: readonly string[] } = {}): KnowledgeMatchDetails[] {
  const cleaned = stripAddress(question, options.names);
  const parts = splitQuestions(cleaned);
  const all: KnowledgeMatchDetails[] = [];
  for (const part of parts.length > 1 ? [...parts, cleaned] : parts) all.push(...rankPart(stripAddress(part, options.names), options.topics));
  all.sort((a, b) => Number(isConfident(b)) - Number(isConfident(a)) || b.confidence - a.confidence || b.surface - a.surface);
  const seen = new Set<string>();
  return all.filter((m) => !seen.has(m.entry.id) && seen.add(m.entry.id));
}

function rankPart(question: string, topics?: readonly string[]): KnowledgeMatchDetails[] {
  const index = getIndex();
  const queryTerms = [...new Set(termsOf(question).map((t) => correctTerm(index, t)))];
  if (queryTerms.length === 0) return [];
  const results = index.search.search(queryTerms.join(' '));
  const queryKind = questionKind(question);
  const queryWeights = queryTerms.map((t) => weightOf(index, t));
  const totalWeight = queryWeights.reduce((sum, w) => sum + w, 0);
  const words = new Set(tokenize(question));
  const negative = isNegative(question);
  const lower = question.toLowerCase();
  const definition = isDefinition(lower, queryTerms.length);
  const dimensions = dimensionsAsked(lower, queryKind);
  const hypothetical = queryTerms.includes('whatif') || HYPOTHETICAL.test(lower);
  // The last word of a child's question is often its subject: "how big was a t rex **tooth**".
  const lastTerm = queryTerms.filter((t) => !(t in LIGHT_TERMS)).at(-1);
  const ranked: (KnowledgeMatchDetails & { score: number })[] = [];
  for (const result of results.slice(0, 40)) {
    const indexed = index.entries[result.id as number]!;
    if (topics && !topics.includes(indexed.entry.topic)) continue;
    let matchedWeight = 0;
    let uncoveredSpecific: string | undefined;
    for (let i = 0; i < queryTerms.length; i++) {
      const t = queryTerms[i]!;
      if (termMatches(t, indexed.terms)) {
        matchedWeight += queryWeights[i]!;
        continue;
      }
      if (
        uncoveredSpecific === undefined && !(t in LIGHT_TERMS) &&
        (index.documentFrequency.get(t) ?? 0) < (t === lastTerm ? LAST_TERM_MAX_DF : SPECIFIC_TERM_MAX_DF)
      ) uncoveredSpecific = t;
    }
    const questionCoverage = matchedWeight / totalWeight;
    // How much of the entry's closest question the child asked about, weighted so its rare words (its subject)
    // count most. A question of another kind ("why are whales so big" against "how big is a blue whale")
    // is a different question even with the same words.
    let entryCoverage = 0;
    let sameQuestionWord = false;
    let bestFit = -Infinity;
    indexed.questionTerms.forEach((qTerms, qi) => {
      if (qTerms.length === 0) return;
      const qWeights = indexed.questionWeights[qi]!;
      let covered = 0;
      for (let i = 0; i < qTerms.length; i++) if (termMatches(qTerms[i]!, queryTerms)) covered += qWeights[i]!;
      const coverage = covered / indexed.questionTotals[qi]!;
      const kind = indexed.questionKinds[qi] ?? null;
      // "Why do some birds not fly" is not "why can birds fly".
      // (The other way round, "can I have sweets for dinner" is answered by "why can't I have sweets for dinner".)
      const fit = coverage - kindPenalty(queryKind, kind) - (negative && !indexed.questionNegative[qi] ? NEGATION_PENALTY : 0) -
        (definition && !indexed.questionDefinition[qi] ? DEFINITION_PENALTY : 0);
      const same = queryKind !== null && kind === queryKind;
      if (fit > bestFit + 1e-9 || (Math.abs(fit - bestFit) < 1e-9 && same && !sameQuestionWord)) {
        bestFit = fit;
        entryCoverage = fit;
        sameQuestionWord = same;
      }
    });
    // "why do we have seasons" and "what are the four seasons" share their words: the stop words and the
    // question word tell them apart.
    let surface = 0;
    for (const qWords of indexed.questionWords) {
      let shared = 0;
      for (const w of qWords) if (words.has(w)) shared++;
      surface = Math.max(surface, (2 * shared) / (qWords.length + words.size));
    }
    // "What is a black hole made of" is not "what is a black hole": a phrase marker the entry never mentions
    // changes what is asked, however rare the other words are.
    if (queryTerms.some((t) => MARKERS.has(t) && !indexed.terms.includes(t))) entryCoverage -= KIND_CLASH_PENALTY;
    // "How fast does the wind spin in a tornado", "why do toenails grow slower": an entry that never says how fast
    // (or slow, big, high…) answers another question, however well it knows the rest.
    if (dimensions.some((d) => !termMatches(d, indexed.terms))) entryCoverage -= KIND_CLASH_PENALTY;
    // A what-if entry imagines ("what if people could fly"): it answers no question about the world as it is.
    if (indexed.imagined && !hypothetical) entryCoverage -= KIND_CLASH_PENALTY;
    // "How do bees know where to go" has one word the search knows (bees): the rest of its meaning is in small
    // words, so the entry's question must share most of them too.
    if (queryTerms.length === 1 && words.size >= LONG_ONE_TERM_QUESTION && surface < ONE_TERM_MIN_SURFACE) entryCoverage -= KIND_CLASH_PENALTY;
    const confidence = Math.min(1, questionCoverage * 0.7 + entryCoverage * 0.3 + (sameQuestionWord ? 0.01 : 0) + surface * 0.02);
    ranked.push({
      entry: indexed.entry,
      confidence: Math.round(confidence * 1000) / 1000,
      questionCoverage: Math.round(questionCoverage * 1000) / 1000,
      entryCoverage: Math.round(entryCoverage * 1000) / 1000,
      part: question,
      surface: Math.round(surface * 1000) / 1000,
      ...(uncoveredSpecific ? { uncoveredSpecific } : {}),
      score: result.score,
    });
  }
  ranked.sort((a, b) => b.confidence - a.confidence || b.surface - a.surface || b.score - a.score);
  return ranked.map(({ score: _score, ...rest }) => rest);
}

type QuestionKind = 'why' | 'how' | 'what' | 'measure' | 'quantity' | 'where' | 'when' | 'who' | 'yesno';

/** What kind of answer a question wants, from its first question word. */
export function questionKind(text: string): QuestionKind | null {
  const t = text.toLowerCase().replace(/[’']/g, "'");
  // "Where does rain come from" asks how it is made, not for a place.
  if (/\bwhere (?:do|does|did) .{1,40}\bcomes? from\b/.test(t)) return 'how';
  // "What is the hair above my eyes for" asks why we have it.
  if (/^(?:what|wat|whats)\b.*\bfor\s*\??\s*$/.test(t.trim())) return 'why';
  const m = /\b(why|y|how come|how cum|what (?:makes?|made|causes?)|how many|how much|how (?:big|tall|long|far|fast|old|hot|cold|deep|heavy|high|small|loud|strong|quick|warm|wide|strong)|how|what'?s|what|wat|which|tell me about|where|when|who|is|are|was|were|do|does|did|can|could|will|would|has|have)\b/.exec(t);
  const w = m?.[1];
  if (!w) return null;
  if (/^(?:why|y|how come|how cum|what (?:makes?|made|causes?))$/.test(w)) return 'why';
  if (/^how (?:many|much)$/.test(w)) return 'quantity';
  if (w.startsWith('how ')) return 'measure';
  if (w === 'how') return 'how';
  if (/^(?:what'?s|what|wat|which|tell me about)$/.test(w)) return 'what';
  if (w === 'where' || w === 'when' || w === 'who') return w;
  return 'yesno';
}

/**
 * Kinds of question whose answers don't answer each other. A yes/no entry answers most kinds, but not "how many",
 * "how big" or "why" ("do all zebras have the same stripes" is not "how many stripes does a zebra have").
 */
const ALL_KINDS: readonly QuestionKind[] = ['why', 'how', 'what', 'measure', 'quantity', 'where', 'when', 'who', 'yesno'];
const CLASHES: Partial<Record<QuestionKind, readonly QuestionKind[]>> = {
  why: ['what', 'measure', 'quantity', 'where', 'when', 'who', 'yesno'],
  what: ['yesno', 'measure', 'quantity'],
  how: ['where', 'when', 'who', 'quantity', 'measure'],
  measure: ['why', 'where', 'when', 'who', 'yesno'],
  quantity: ['why', 'where', 'when', 'who', 'how', 'what', 'yesno'],
  yesno: ['where', 'when', 'who'],
  // Where, when and who ask for a place, a time or a person: only an answer of the same kind will do.
  where: ALL_KINDS.filter((k) => k !== 'where'),
  when: ALL_KINDS.filter((k) => k !== 'when'),
  who: ALL_KINDS.filter((k) => k !== 'who'),
};
const KIND_CLASH_PENALTY = 0.35;
/** Phrase markers from text.ts that change the question ("what if", "made of", "how do you make", "how long … live"). */
const MARKERS = new Set(['whatif', 'madeof', 'howmade', 'lifespan', 'roleof']);
/**
 * "Why do cars have wheels" against "how do cars work", "how do you get a job" against "why do people have
 * jobs": one answer often explains the other too, so this costs less than a clash, but enough that the entry
 * must cover the rest of the question well.
 */
const WHY_HOW_PENALTY = 0.15;

function kindPenalty(query: QuestionKind | null, entry: QuestionKind | null): number {
  if (query === null || entry === null) return 0;
  if (CLASHES[query]?.includes(entry)) return KIND_CLASH_PENALTY;
  // "How did dinosaurs get so big" is not "what was the biggest dinosaur".
  return (query === 'why' && entry === 'how') || (query === 'how' && (entry === 'why' || entry === 'what')) ? WHY_HOW_PENALTY : 0;
}

/** A question asked the other way round ("not", "can't", "never") is a different question. */
const NEGATION_PENALTY = 0.35;
const LONG_ONE_TERM_QUESTION = 4;
const ONE_TERM_MIN_SURFACE = 0.5;
const NEGATION = /\b(?:(?:is|was|were|are|had|have|has) no|not|never|cannot|can'?t|don'?t|doesn'?t|didn'?t|won'?t|isn'?t|aren'?t|wasn'?t|weren'?t|wouldn'?t|couldn'?t|shouldn'?t|haven'?t|hasn'?t)\b/;

/** "What is the sun" and "tell me about dinosaurs" ask what a thing is: an answer about one side of it (why we can't look at it) is another question. */
const DEFINITION = /^(?:(?:what|wat|wot) ?(?:is|are|was|were|'s|s)|whats|tell me about|what does .{1,30} mean)\b/i;
/** Less than a clash: "what are hiccups" is still answered by "why do we get hiccups" when nothing else is closer. */
const DEFINITION_PENALTY = 0.15;

function isDefinition(text: string, termCount: number): boolean {
  return termCount <= 2 && DEFINITION.test(text.replace(/[’']/g, "'").trim());
}

/** "If I eat a pip will a tree grow", "could we live without the sun": imagined, like a what-if. */
const HYPOTHETICAL = /\b(?:if|would|could|without|no)\b/i;

/** Sizes, speeds, ages and the like, as the synonyms of text.ts write them ("biggest", "huge" → big). */
const DIMENSIONS = new Set(['big', 'small', 'fast', 'slow', 'tall', 'high', 'long', 'short', 'deep', 'hot', 'cold', 'old', 'heavy', 'strong', 'loud', 'far', 'wide']);

/** The dimensions a "how big", "bigger than" or "biggest" question (lower case) asks about ("how high can a drone fly" → high). */
function dimensionsAsked(text: string, kind: QuestionKind | null): string[] {
  const words = [
    ...(kind === 'measure' ? [/\bhow ([a-z]+)/.exec(text)?.[1]] : []),
    ...[...text.matchAll(/\b([a-z]+er) than\b/g)].map((m) => m[1]),
    ...[...text.matchAll(/\b([a-z]+est)\b/g)].map((m) => m[1]),
  ];
  const terms = words.map((w) => (w ? processTerm(w) : undefined)).filter((t): t is string => typeof t === 'string' && DIMENSIONS.has(t));
  return [...new Set(terms)];
}

/** After the phrases of text.ts, so "not alive any more" (= dead) is not a negative question. */
export function isNegative(text: string): boolean {
  return NEGATION.test(tokenize(text).join(' '));
}

/** Number of entries. */
export function knowledgeSize(): number {
  return ALL_ENTRIES.length;
}
