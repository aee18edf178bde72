import { UI_LANGUAGES, type UiLanguage } from '../../../contract/constants';

/** Lower case, curly quotes straightened, accents removed: "¿Cuánto es?" -> "¿cuanto es?". */
export function foldLatin(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}

/** Full-width digits and signs become plain ones: "３＋４" -> "3+4". */
export function foldCjk(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const KANA = /[\u3040-\u30ff]/;
const HAN = /[\u4e00-\u9fff]/;

/** Words that are common in one language and rare in the others (folded: no accents). */
const FUNCTION_WORDS: Record<'en' | 'es' | 'fr' | 'de' | 'it', readonly string[]> = {
  en: [
    'the', 'is', 'are', 'what', "what's", 'whats', 'why', 'how', 'who', 'where', 'when', 'i', "i'm", 'im', "i've", 'you', 'my', 'your',
    'and', 'it', 'this', 'that', 'do', 'does', 'can', 'tell', 'please', 'feel', 'feeling', 'hello', 'hi', 'thank', 'thanks', 'joke',
    'riddle', 'with', 'of', 'to', 'today', 'was', 'have', 'like', 'love', 'bye', 'goodbye', 'times', 'minus', 'sad', 'happy', 'about',
    'me', 'yo', 'for', 'at', 'teach', 'make', 'laugh', 'show', 'people', 'someone', 'nobody', 'everyone', 'loves', 'hates', 'asked',
    'online', 'photo', 'want', 'something', 'now', 'know', 'friend', 'mum', 'mom', 'dad', 'brother', 'sister', 'school', 'dog', 'cat', 'home', 'play', 'played', 'went', 'my',
    'plus', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'half', 'double', 'divided',
    // Everyday English that no other of our languages uses ("was there really a shark as big as a bus": "as" is French too).
    'as', 'there', 'really', 'big', 'they', 'we', 'he', 'she', 'did', 'would', 'could', 'will', 'just', 'some', 'out', 'up', 'little',
    'many', 'much', 'days', 'day', 'if', 'because', 'get', 'got', 'very', 'been', 'had', 'kids', 'children', 'their', 'them', 'which',
  ],
  es: [
    'el', 'la', 'los', 'las', 'es', 'que', 'por', 'porque', 'como', 'cuanto', 'cuantos', 'cuanta', 'estoy', 'soy', 'me', 'mi', 'mis', 'tu',
    'tus', 'yo', 'y', 'una', 'un', 'hola', 'gracias', 'adios', 'chiste', 'adivinanza', 'cuentame', 'cuenta', 'dime', 'siento', 'muy',
    'hoy', 'con', 'del', 'al', 'mas', 'menos', 'pero', 'quiero', 'tengo', 'eres', 'te', 'quiero', 'llamas', 'hace', 'hice', 'fui',
    'jugue', 'donde', 'cual', 'quien', 'nombre', 'buenos', 'buenas', 'dias', 'noches', 'tardes', 'estas', 'esta', 'triste', 'feliz',
    'contento', 'contenta', 'enfadado', 'enfadada', 'miedo', 'cansado', 'cansada', 'tambien', 'para', 'sabes', 'favorito', 'favorita',
    'quieres', 'algo', 'nada', 'ahora', 'amigo', 'amiga', 'amigos', 'conmigo', 'mama', 'hermano', 'hermana', 'colegio', 'escuela', 'perro', 'gato', 'casa', 'jugo', 'hizo',
    'de', 'ti', 'entre', 'mitad', 'doble', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'son', 'dividido', 'veces',
  ],
  fr: [
    'le', 'la', 'les', 'est', 'je', 'suis', "j'ai", 'tu', 'es', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'et', 'un', 'une', 'des', 'du',
    'pourquoi', 'comment', 'combien', 'quoi', 'quel', 'quelle', 'qui', 'ou', 'bonjour', 'salut', 'merci', 'revoir', 'blague', 'devinette',
    'raconte', 'moi', 'font', 'fait', 'fois', 'moins', 'ca', 'va', 'vas', "c'est", 'ne', 'pas', 'tres', "aujourd'hui", 'avec', 'mais',
    "qu'est", 'triste', 'content', 'contente', 'peur', 'fatigue', 'fatiguee', "t'aime", 'aime', 'appelles', 'as', 'au', 'aux', 'sens',
    'nous', 'avons', 'prefere', 'preferee', 'dis', 'bonne', 'nuit', 'plus', 'de', 'entre', 'moitie', 'divise', 'deux', 'trois',
    'me', 'veux', 'savoir', 'chose', 'autre', 'rien', 'quelque', 'maintenant', 'ami', 'amie', 'copain', 'copine', 'copains', 'mamie', 'papi', 'manque', 'doudou', 'maman', 'frere', 'soeur', 'ecole', 'chien', 'chat', 'maison', 'joue', 'avec',
    'quatre', 'cinq', 'sept', 'huit', 'neuf', 'dix', 'douze', 'vingt', 'egal', 'egale',
  ],
  de: [
    'der', 'die', 'das', 'ist', 'ich', 'bin', 'du', 'bist', 'mein', 'meine', 'dein', 'deine', 'und', 'ein', 'eine', 'nicht', 'was',
    'warum', 'wie', 'wo', 'wer', 'wann', 'hallo', 'danke', 'tschuss', 'witz', 'ratsel', 'erzahl', 'mir', 'mich', 'dich', 'plus', 'mal',
    'minus', 'geteilt', 'durch', 'heute', 'sehr', 'mit', 'aber', 'habe', 'hab', 'hast', 'fuhle', 'traurig', 'glucklich', 'wutend', 'mude',
    'angst', 'heisst', 'lieb', 'alt', 'lieblingsfarbe', 'guten', 'morgen', 'tag', 'gute', 'nacht', 'auf', 'wiedersehen', 'geht', 'es',
    'gemacht', 'gespielt', 'wir', 'haben', 'auch', 'viel', 'weiss', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun',
    'noch', 'etwas', 'jetzt', 'gern', 'wissen', 'freund', 'freundin', 'mama', 'bruder', 'schwester', 'schule', 'hund', 'katze', 'hause', 'spielt',
    'zehn', 'elf', 'zwolf', 'halfte', 'doppelte', 'von', 'gleich',
  ],
  it: [
    'il', 'lo', 'la', 'gli', 'le', 'e', 'sono', 'io', 'tu', 'sei', 'mio', 'mia', 'miei', 'tuo', 'tua', 'di', 'che', 'perche', 'come',
    'quanto', 'quanti', 'quanta', 'cosa', 'chi', 'dove', 'quando', 'quale', 'ciao', 'grazie', 'arrivederci', 'barzelletta', 'indovinello',
    'raccontami', 'dimmi', 'fa', 'fanno', 'piu', 'meno', 'per', 'diviso', 'oggi', 'molto', 'con', 'ma', 'ho', 'hai', 'sento', 'triste',
    'felice', 'contento', 'contenta', 'arrabbiato', 'arrabbiata', 'paura', 'stanco', 'stanca', 'chiami', 'voglio', 'bene', 'buongiorno',
    'buonanotte', 'sta', 'stai', 'anni', 'preferito', 'preferita', 'abbiamo', 'anche', 'non', 'del', 'della', 'una', 'uno', 'un',
    'me', 'vuoi', 'qualcosa', 'adesso', 'ancora', 'sapere', 'amico', 'amica', 'amici', 'mamma', 'fratello', 'sorella', 'scuola', 'cane', 'gatto', 'casa',
    'mi', 'ti', 'annoio', 'sto', 'gioco', 'giocato', 'ieri', 'due', 'tre', 'quattro', 'cinque', 'sette', 'otto', 'nove', 'dieci', 'meta', 'doppio', 'volte',
  ],
};

const SCORE: Map<string, Partial<Record<UiLanguage, number>>> = (() => {
  const map = new Map<string, Partial<Record<UiLanguage, number>>>();
  for (const [language, words] of Object.entries(FUNCTION_WORDS) as [UiLanguage, readonly string[]][]) {
    for (const word of words) {
      const entry = map.get(word) ?? {};
      entry[language] = 1;
      map.set(word, entry);
    }
  }
  return map;
})();

/** Letters that belong to one language only: a strong hint even in a one-word message. */
const LETTER_HINTS: [UiLanguage, RegExp][] = [
  ['es', /[ñ¿¡]|(?:ción|cion)\b/],
  ['de', /[äöüß]/],
  ['fr', /[çœ]|[êâîôû]|\bl'|\bj'|\bd'|\bqu'/],
  ['it', /\b(?:perché|più|è|c'è|cos'è|qual è)(?=\s|$|[?!.,])/],
];

/**
 * Which of the seven UI languages a child's message is written in, or null when it is too short
 * or too mixed to tell. Cheap: the script for Japanese and Chinese, function words for the rest.
 */
export function detectMessageLanguage(text: string): UiLanguage | null {
  if (KANA.test(text)) return 'ja';
  if (HAN.test(text)) return 'zh';
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  const scores: Record<UiLanguage, number> = { en: 0, es: 0, fr: 0, de: 0, it: 0, ja: 0, zh: 0 };
  for (const [language, pattern] of LETTER_HINTS) if (pattern.test(lower)) scores[language] += 2;
  const words = foldLatin(lower).match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  for (const word of words) {
    const hit = SCORE.get(word);
    if (!hit) continue;
    // A word shared by several languages counts a little for each.
    const languages = Object.keys(hit) as UiLanguage[];
    for (const language of languages) scores[language] += 1 / languages.length;
  }
  let best: UiLanguage | null = null;
  let bestScore = 0;
  let second = 0;
  for (const language of UI_LANGUAGES) {
    const score = scores[language];
    if (score > bestScore) {
      second = bestScore;
      bestScore = score;
      best = language;
    } else if (score > second) second = score;
  }
  if (best === null || bestScore < 0.9 || bestScore - second < 0.4) return null;
  return best;
}

/** The Share Feelings and Fun Activities screens put an English sentence before the child's words. */
const SCREEN_PREFIX = /^\s*(?:i'?m feeling [a-z]+[.!]?|i'?ve been (?:doing |having |playing |making |exploring |taking )?[a-z ]+?[!.])\s*/i;

/**
 * The language to answer in: the one the child wrote in when we can tell it, else the profile's.
 * The screens' fixed English opening sentences do not count as the child writing English.
 */
export function replyLanguage(text: string, profileLanguage: UiLanguage | undefined): UiLanguage {
  const profile = profileLanguage && (UI_LANGUAGES as readonly string[]).includes(profileLanguage) ? profileLanguage : 'en';
  const own = text.replace(/[’]/g, "'").replace(SCREEN_PREFIX, '');
  if (own.trim().length === 0) return profile;
  const detected = detectMessageLanguage(own);
  // Kanji alone ("大丈夫", "元気?") is Japanese too: a Japanese child is not switched to Chinese by it.
  if (detected === 'zh' && profile === 'ja') return 'ja';
  return detected ?? profile;
}

/**
 * The language a reply of ours is written in (for tests and the eval): the script for
 * Japanese and Chinese (kana marks Japanese even among kanji), function words for the rest.
 */
export function replyLanguageOf(reply: string): UiLanguage | null {
  const text = reply.replace(/\p{Extended_Pictographic}/gu, '');
  // An English language lesson quotes a few Japanese or Chinese words: the sentence around them decides.
  const cjk = (text.match(/[\u3040-\u30ff\u4e00-\u9fff]/g) ?? []).length;
  const latin = (text.match(/[a-z]/gi) ?? []).length;
  if (cjk > 0 && latin > cjk * 4) return detectMessageLanguage(text.replace(/[\u3040-\u30ff\u4e00-\u9fff]/g, ' '));
  return detectMessageLanguage(text);
}
