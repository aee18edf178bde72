import type { Row } from '../types';

const ENGLISH = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
  'twenty-one', 'twenty-two', 'twenty-three', 'twenty-four', 'twenty-five', 'twenty-six', 'twenty-seven',
  'twenty-eight', 'twenty-nine', 'thirty', 'thirty-one',
  'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'one hundred', 'one thousand',
];
const SPANISH = [
  'cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez',
  'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte',
  'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete',
  'veintiocho', 'veintinueve', 'treinta', 'treinta y uno',
  'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa', 'cien', 'mil',
];
const FRENCH = [
  'zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix',
  'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf', 'vingt',
  'vingt et un', 'vingt-deux', 'vingt-trois', 'vingt-quatre', 'vingt-cinq', 'vingt-six', 'vingt-sept',
  'vingt-huit', 'vingt-neuf', 'trente', 'trente et un',
  'quarante', 'cinquante', 'soixante', 'soixante-dix', 'quatre-vingts', 'quatre-vingt-dix', 'cent', 'mille',
];
const GERMAN = [
  'null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn',
  'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn', 'zwanzig',
  'einundzwanzig', 'zweiundzwanzig', 'dreiundzwanzig', 'vierundzwanzig', 'fünfundzwanzig', 'sechsundzwanzig',
  'siebenundzwanzig', 'achtundzwanzig', 'neunundzwanzig', 'dreißig', 'einunddreißig',
  'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig', 'hundert', 'tausend',
];
const ITALIAN = [
  'zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci',
  'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove', 'venti',
  'ventuno', 'ventidue', 'ventitré', 'ventiquattro', 'venticinque', 'ventisei', 'ventisette',
  'ventotto', 'ventinove', 'trenta', 'trentuno',
  'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta', 'cento', 'mille',
];
const JAPANESE: [string, string][] = [
  ['ゼロ', 'zero'], ['一', 'ichi'], ['二', 'ni'], ['三', 'san'], ['四', 'yon'], ['五', 'go'], ['六', 'roku'],
  ['七', 'nana'], ['八', 'hachi'], ['九', 'kyū'], ['十', 'jū'],
  ['十一', 'jūichi'], ['十二', 'jūni'], ['十三', 'jūsan'], ['十四', 'jūyon'], ['十五', 'jūgo'], ['十六', 'jūroku'],
  ['十七', 'jūnana'], ['十八', 'jūhachi'], ['十九', 'jūkyū'], ['二十', 'nijū'],
  ['二十一', 'nijūichi'], ['二十二', 'nijūni'], ['二十三', 'nijūsan'], ['二十四', 'nijūyon'], ['二十五', 'nijūgo'],
  ['二十六', 'nijūroku'], ['二十七', 'nijūnana'], ['二十八', 'nijūhachi'], ['二十九', 'nijūkyū'], ['三十', 'sanjū'],
  ['三十一', 'sanjūichi'],
  ['四十', 'yonjū'], ['五十', 'gojū'], ['六十', 'rokujū'], ['七十', 'nanajū'], ['八十', 'hachijū'], ['九十', 'kyūjū'],
  ['百', 'hyaku'], ['千', 'sen'],
];
const CHINESE: [string, string][] = [
  ['零', 'líng'], ['一', 'yī'], ['二', 'èr'], ['三', 'sān'], ['四', 'sì'], ['五', 'wǔ'], ['六', 'liù'],
  ['七', 'qī'], ['八', 'bā'], ['九', 'jiǔ'], ['十', 'shí'],
  ['十一', 'shíyī'], ['十二', "shí'èr"], ['十三', 'shísān'], ['十四', 'shísì'], ['十五', 'shíwǔ'], ['十六', 'shíliù'],
  ['十七', 'shíqī'], ['十八', 'shíbā'], ['十九', 'shíjiǔ'], ['二十', 'èrshí'],
  ['二十一', 'èrshíyī'], ['二十二', "èrshí'èr"], ['二十三', 'èrshísān'], ['二十四', 'èrshísì'], ['二十五', 'èrshíwǔ'],
  ['二十六', 'èrshíliù'], ['二十七', 'èrshíqī'], ['二十八', 'èrshíbā'], ['二十九', 'èrshíjiǔ'], ['三十', 'sānshí'],
  ['三十一', 'sānshíyī'],
  ['四十', 'sìshí'], ['五十', 'wǔshí'], ['六十', 'liùshí'], ['七十', 'qīshí'], ['八十', 'bāshí'], ['九十', 'jiǔshí'],
  ['一百', 'yìbǎi'], ['一千', 'yìqiān'],
];

/** The value each row stands for, in the same order as NUMBERS_ROWS. */
export const NUMBER_VALUES: readonly number[] = [
  ...Array.from({ length: 32 }, (_, n) => n), 40, 50, 60, 70, 80, 90, 100, 1000,
];

/** Numbers 0 to 31, the tens to 90, a hundred and a thousand. */
export const NUMBERS_ROWS: readonly Row[] = ENGLISH.map((english, i): Row => {
  const [ja, romaji] = JAPANESE[i] ?? ['', ''];
  const [zh, pinyin] = CHINESE[i] ?? ['', ''];
  return [english, SPANISH[i] ?? '', FRENCH[i] ?? '', GERMAN[i] ?? '', ITALIAN[i] ?? '', ja, romaji, zh, pinyin];
});
