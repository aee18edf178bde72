export type KnowledgeTopic =
  | 'animals' | 'space' | 'body' | 'nature' | 'weather' | 'plants' | 'oceans' | 'dinosaurs' | 'how-things-work'
  | 'everyday' | 'feelings' | 'places' | 'geography' | 'school'
  | 'home-science' | 'sports' | 'food' | 'technology'
  | 'money-jobs' | 'routines' | 'big-questions' | 'animal-trivia' | 'what-if';

export interface KnowledgeEntry {
  id: string;
  topic: KnowledgeTopic;
  /** Ways a child might ask it. */
  questions: string[];
  /** Extra words that point to this entry. */
  keywords: string[];
  /** 1–3 short, true, child-friendly sentences. */
  answer: string;
  /** Optional shortest form for ages 3–5 (otherwise the answer's first sentence is used). */
  short?: string;
}

/** [id, questions separated by "|", answer, keywords separated by spaces, optional short form for ages 3–5] */
export type EntryRow = readonly [string, string, string, string?, string?];

export function defineEntries(topic: KnowledgeTopic, rows: readonly EntryRow[]): KnowledgeEntry[] {
  return rows.map(([id, questions, answer, keywords, short]) => ({
    id,
    topic,
    questions: questions.split('|').map((q) => q.trim()).filter(Boolean),
    keywords: (keywords ?? '').split(/\s+/).filter(Boolean),
    answer,
    ...(short ? { short } : {}),
  }));
}
