/** Number words of es/fr/de/it (0–100, plus a few hundreds) and Japanese/Chinese numerals, read as digits. */
import type { OtherLanguage } from './types';

type LatinLanguage = 'es' | 'fr' | 'de' | 'it';

function spanish(): Map<string, number> {
  const m = new Map<string, number>();
  const small = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece',
    'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidos', 'veintitres',
    'veinticuatro', 'veinticinco', 'veintiseis', 'veintisiete', 'veintiocho', 'veintinueve'];
  small.forEach((w, i) => m.set(w, i));
  m.set('una', 1);
  const tens = ['treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
  tens.forEach((t, i) => {
    const value = 30 + i * 10;
    m.set(t, value);
    for (let u = 1; u <= 9; u++) m.set(`${t} y ${small[u]}`, value + u);
  });
  m.set('cien', 100);
  m.set('mil', 1000);
  return m;
}

function french(): Map<string, number> {
  const m = new Map<string, number>();
  const small = ['zero', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize',
    'quatorze', 'quinze', 'seize', 'dix sept', 'dix huit', 'dix neuf'];
  small.forEach((w, i) => m.set(w, i));
  m.set('une', 1);
  const tens: [string, number][] = [['vingt', 20], ['trente', 30], ['quarante', 40], ['cinquante', 50], ['soixante', 60]];
  for (const [t, value] of tens) {
    m.set(t, value);
    m.set(`${t} et un`, value + 1);
    for (let u = 2; u <= 9; u++) m.set(`${t} ${small[u]}`, value + u);
  }
  for (let u = 0; u <= 9; u++) m.set(u === 1 ? 'soixante et onze' : `soixante ${small[10 + u]}`, 70 + u);
  m.set('quatre vingts', 80);
  m.set('quatre vingt', 80);
  for (let u = 1; u <= 19; u++) m.set(`quatre vingt ${small[u]}`, 80 + u);
  m.set('cent', 100);
  m.set('mille', 1000);
  return m;
}

function german(): Map<string, number> {
  const m = new Map<string, number>();
  const small = ['null', 'eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwolf', 'dreizehn',
    'vierzehn', 'funfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
  small.forEach((w, i) => m.set(w, i));
  m.set('ein', 1);
  m.set('eine', 1);
  m.set('fuenf', 5);
  m.set('zwoelf', 12);
  const tens = ['zwanzig', 'dreissig', 'vierzig', 'funfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
  tens.forEach((t, i) => {
    const value = 20 + i * 10;
    m.set(t, value);
    for (let u = 1; u <= 9; u++) m.set(`${u === 1 ? 'ein' : small[u]}und${t}`, value + u);
  });
  m.set('hundert', 100);
  m.set('einhundert', 100);
  m.set('tausend', 1000);
  return m;
}

function italian(): Map<string, number> {
  const m = new Map<string, number>();
  const small = ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici',
    'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'];
  small.forEach((w, i) => m.set(w, i));
  m.set('una', 1);
  const tens = ['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];
  tens.forEach((t, i) => {
    const value = 20 + i * 10;
    m.set(t, value);
    for (let u = 1; u <= 9; u++) {
      // "ventuno", "trentotto": the tens word drops its vowel before uno and otto.
      const stem = u === 1 || u === 8 ? t.slice(0, -1) : t;
      m.set(`${stem}${small[u]}`, value + u);
    }
  });
  m.set('cento', 100);
  m.set('mille', 1000);
  return m;
}

const BUILDERS: Record<LatinLanguage, () => Map<string, number>> = { es: spanish, fr: french, de: german, it: italian };
const CACHE = new Map<LatinLanguage, { pattern: RegExp; values: Map<string, number> }>();

function table(language: LatinLanguage) {
  let entry = CACHE.get(language);
  if (!entry) {
    const values = BUILDERS[language]();
    const words = [...values.keys()].sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, '\\s+'));
    entry = { values, pattern: new RegExp(`(?<![\\p{L}])(?:${words.join('|')})(?![\\p{L}])`, 'gu') };
    CACHE.set(language, entry);
  }
  return entry;
}

/** Every number word we read in a language (folded: no accents, spaces for hyphens), with its value. */
export function latinNumberWords(language: LatinLanguage): ReadonlyMap<string, number> {
  return table(language).values;
}

/** "tres mas cuatro" -> "3 mas 4" (on folded text: lower case, no accents, hyphens as spaces). */
export function latinNumberWordsToDigits(folded: string, language: LatinLanguage): string {
  const { pattern, values } = table(language);
  const text = folded.replace(/(\p{L})-(?=\p{L})/gu, '$1 ');
  return text.replace(pattern, (word) => String(values.get(word.replace(/\s+/g, ' ')) ?? word));
}

const CJK_DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CJK_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** "二十三" -> 23, "十五" -> 15, "三百五" -> 305 is not supported: "三百五十" -> 350. */
export function cjkNumeralToNumber(numeral: string): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const ch of numeral) {
    if (ch in CJK_DIGITS) {
      current = CJK_DIGITS[ch]!;
      seen = true;
    } else if (ch in CJK_UNITS) {
      total += (current || 1) * CJK_UNITS[ch]!;
      current = 0;
      seen = true;
    } else return null;
  }
  return seen ? total + current : null;
}

const KANA_DIGIT = '(?:いち|に|さん|よん|し|ご|ろく|なな|しち|はち|きゅう|く)';
const KANA_NUMBER = new RegExp(`(?:ぜろ|れい|(?:(?:に|さん|よん|ご|ろく|なな|はち|きゅう)?じゅう(?:${KANA_DIGIT.slice(3, -1)})?)|${KANA_DIGIT.slice(3, -1)})`);
const KANA_VALUE: Record<string, number> = {
  ぜろ: 0, れい: 0, いち: 1, に: 2, さん: 3, よん: 4, し: 4, ご: 5, ろく: 6, なな: 7, しち: 7, はち: 8, きゅう: 9, く: 9,
};

function kanaToNumber(kana: string): number {
  const tens = /^(.*)じゅう(.*)$/.exec(kana);
  if (tens) return (tens[1] ? KANA_VALUE[tens[1]] ?? 1 : 1) * 10 + (tens[2] ? KANA_VALUE[tens[2]] ?? 0 : 0);
  return KANA_VALUE[kana] ?? 0;
}

/**
 * Japanese and Chinese numerals become digits. Kana number words ("さん", "よん") are read only
 * right next to a sign, because "に" and "し" are also everyday particles.
 */
export function cjkNumbersToDigits(text: string, language: OtherLanguage): string {
  let out = text.replace(/[零〇一二两兩三四五六七八九十百千]+/g, (numeral) => {
    const value = cjkNumeralToNumber(numeral);
    return value === null ? numeral : String(value);
  });
  if (language === 'ja') {
    const before = new RegExp(`(${KANA_NUMBER.source})(?=\\s*[-+*/])`, 'g');
    const after = new RegExp(`(?<=[-+*/]\\s*)(${KANA_NUMBER.source})`, 'g');
    out = out.replace(after, (kana) => String(kanaToNumber(kana))).replace(before, (kana) => String(kanaToNumber(kana)));
  }
  return out;
}
