import type { UiLanguage } from '../../../contract/constants';
import type { ActivityKind } from '../activities';
import type { Operator } from '../arithmetic';
import type { Feeling } from '../feelings';

/** The six UI languages besides English; English keeps the original engine. */
export type OtherLanguage = Exclude<UiLanguage, 'en'>;

export interface LocalSmallTalkRule {
  intent: 'greeting' | 'smalltalk' | 'story';
  /** Tested on the folded text (lower case, accents removed for es/fr/de/it; NFKC for ja/zh). */
  pattern: RegExp;
  /** {companion} and {name} (", Lena" or "") are filled in. */
  replies: readonly string[];
}

/** Everything McKenzie needs to understand and answer a child in one language. */
export interface LanguagePack {
  language: OtherLanguage;
  /** True when the folded message is a question in this language. */
  question: RegExp;
  feelings: {
    /** Order matters: the first feeling found wins. Tested on the folded text. */
    words: readonly (readonly [Feeling, RegExp])[];
    /** "I feel…", "I am…": the child speaks about their own feeling. */
    own: RegExp;
    /** Names the feeling and says it is okay; the first sentence alone must still name it. */
    named: Record<Feeling, readonly string[]>;
    questions: Record<Feeling, readonly string[]>;
    calming: readonly string[];
    angryCalming: readonly string[];
    /** After a reason the child added. */
    thanks: readonly string[];
    /** A general feelings question nobody could answer. */
    fallback: readonly string[];
  };
  activities: {
    words: readonly (readonly [ActivityKind, RegExp])[];
    /** "I went…", "we played…": the child tells us what they did. */
    told: RegExp;
    cheers: Record<ActivityKind, readonly string[]>;
    questions: Record<ActivityKind, readonly string[]>;
    /** For "what can I do?" in the activities screen. */
    ideas: readonly string[];
  };
  smallTalk: readonly LocalSmallTalkRule[];
  /** "count to ten": group 1 is the number (number words already read as digits). */
  counting: { pattern: RegExp; intros: readonly string[]; done: readonly string[]; separator: string };
  /** "what day is it?" */
  date: { pattern: RegExp; weekdays: readonly string[]; months: readonly string[]; reply: (weekday: string, day: number, month: string) => string };
  arithmetic: {
    /** Operator words between two numbers (folded text), e.g. /mas/ for +. */
    operators: readonly (readonly [RegExp, Operator])[];
    /** "half of 10" and "double 4" in this language; group 1 is the number. */
    half: RegExp;
    double: RegExp;
    say: Record<Operator, string>;
    half_of: (n: string) => string;
    double_of: (n: string) => string;
    cheers: readonly string[];
    result: (said: string, answer: string) => string;
    remainder: (a: string, b: string, q: string, r: string) => string;
    negative: (said: string, answer: string, positive: string) => string;
    divideByZero: string;
    /** For the youngest: "🍎🍎🍎 and 🍎🍎🍎🍎 make 7 apples." */
    apples: (a: string, b: string, answer: string) => string;
    balloons: (a: string, b: string, answer: string) => string;
    groups: (a: string, b: string) => string;
    encores: readonly ((next: string) => string)[];
  };
  jokes: {
    wantsJoke: RegExp;
    wantsRiddle: RegExp;
    jokes: readonly (readonly [string, string])[];
    riddles: readonly (readonly [string, string])[];
    jokeIntros: readonly string[];
    jokeOutros: readonly string[];
    riddleIntros: readonly string[];
    answerIs: (answer: string) => string;
    riddleOutros: readonly string[];
  };
  /** "I don't know, let's ask a grown-up." */
  unknown: { honest: readonly string[]; together: readonly string[]; encourage: readonly string[]; schoolwork: readonly string[] };
  /** Something the child told us that we have no special reply for. */
  listen: { thanks: readonly string[]; more: readonly string[] };
  drawing: { thanks: readonly string[]; praise: readonly string[]; artist: (name?: string) => string; questions: readonly string[] };
  hello: (companion: string) => string;
  /** One short line before an answer we only have in English. */
  onlyInEnglish: readonly string[];
  /** The decimal separator used when saying numbers. */
  decimal: '.' | ',';
}
