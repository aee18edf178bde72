/**
 * Reading a child's question before the search: who it is addressed to and how many questions it holds.
 * "Mom, why is the sky blue" is about the sky, not about mothers; "why is the sky blue and why is
 * grass green" is two questions.
 */

const ADDRESS_WORDS = 'mom|mum|mommy|mummy|mama|momma|dad|daddy|papa|grandma|granny|nana|nan|grandpa|grandad|mckenzie';
const LEADING_ADDRESS = new RegExp(`^(?:(?:hey|hi|hello|oh|ok|okay|so|um+|erm+|and|but|please|yo)\\b[\\s,!.]*)*(?:(?:${ADDRESS_WORDS})\\b[\\s,!.?]*)+`, 'i');
const TRAILING_ADDRESS = new RegExp(`(?:,\\s*(?:${ADDRESS_WORDS})|\\s+mckenzie)[\\s?!.]*$`, 'i');
/** "Lily, why…" — a capitalised name and a comma before a question word. */
const LEADING_NAME = /^[A-Z][a-z]{1,15},\s*(?=(?:why|how|what|where|when|who|which|can|could|do|does|did|is|are|will|would|tell)\b)/i;
const LEADING_ASK = /^(?:i (?:want to|wanna|would like to) (?:know|kno|no)|i wonder(?:ed)?|i was wondering|can you tell me|could you tell me|do you know|please tell me|tell me|guess what)\b[\s,]*/i;

/** The question without the name it is addressed to ("Mom,", "McKenzie", a companion's name). */
export function stripAddress(text: string, extraNames: readonly string[] = []): string {
  // "whyyy", "sooo": a letter held down is still one letter.
  let out = text.trim().replace(/([a-z])\1{2,}/gi, '$1');
  for (const name of extraNames) {
    if (!name.trim()) continue;
    const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`^(?:(?:hey|hi|hello|oh|ok|okay|so)\\b[\\s,!.]*)*${escaped}\\b[\\s,!.?]*`, 'i'), '').replace(new RegExp(`[\\s,]+${escaped}[\\s?!.]*$`, 'i'), '');
  }
  for (let i = 0; i < 3; i++) {
    const before = out;
    out = out.replace(LEADING_ADDRESS, '').replace(TRAILING_ADDRESS, '').replace(LEADING_NAME, '').replace(LEADING_ASK, '').trim();
    if (out === before) break;
  }
  return out || text.trim();
}

/** A run-on message split into its questions: on "?", sentence ends, and "and why/how/what…". */
export function splitQuestions(text: string): string[] {
  const parts = text
    .split(/[?!]+|\.\s+|\s+(?:and|also|or|then)\s+(?=(?:why|how|what|whats|what's|where|when|who|which|can|could|do|does|did|is|are|will|would)\b)/i)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return parts.length > 0 ? parts.slice(0, 4) : [text];
}
