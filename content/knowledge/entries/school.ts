import { defineEntries } from '../types';

/** Words and ideas from school that children ask about. */
export const SCHOOL_ENTRIES = defineEntries('school', [
  ["noun", "what is a noun|what does noun mean|what are nouns", "A noun is a naming word. It names a person, a place or a thing, like girl, park or ball!", "noun naming word grammar"],
  ["verb", "what is a verb|what does verb mean|what are verbs", "A verb is a doing word. It tells you what someone does, like run, jump, eat or sing!", "verb doing word action grammar"],
  ["adjective", "what is an adjective|what does adjective mean|what are adjectives", "An adjective is a describing word. It tells you more about a noun, like big, red, soft or happy!", "adjective describing word grammar"],
  ["adverb", "what is an adverb|what does adverb mean", "An adverb tells you how something is done, like quickly, slowly or quietly. Many adverbs end in -ly!", "adverb how grammar"],
  ["sentence", "what is a sentence|how do you write a sentence", "A sentence is a group of words that makes sense on its own. It starts with a capital letter and ends with a full stop, like: The cat sat down.", "sentence capital full stop"],
  ["capital-letter", "when do you use a capital letter|what is a capital letter", "Capital letters are the big letters, like A, B and C. We use them to start a sentence and for names, like Sam or London.", "capital letter uppercase big letter"],
  ["vowels", "what are vowels|what is a vowel|how many vowels are there", "The vowels are a, e, i, o and u. Every word needs at least one vowel sound!", "vowel letters a e i o u"],
  ["consonants", "what is a consonant|what are consonants", "Consonants are all the letters that are not vowels, like b, c, d, f and g. There are 21 of them!", "consonant letters"],
  ["alphabet-letters", "how many letters are in the alphabet|how many letters does the alphabet have", "The English alphabet has 26 letters, from A to Z!", "alphabet letters 26"],
  ["rhyme", "what is a rhyme|what does rhyme mean|what words rhyme with cat", "Words rhyme when they end with the same sound, like cat, hat and bat!", "rhyme rhyming words"],
  ["fraction-half", "what is a half|what is a fraction|what does half mean", "A half is one of two equal parts. If you cut a pizza into 2 equal pieces, each piece is a half!", "half fraction equal parts"],
  ["shapes-sides", "how many sides does a triangle have|how many sides does a hexagon have|what shape has 4 sides", "A triangle has 3 sides, a square and a rectangle have 4, a pentagon has 5 and a hexagon has 6!", "shape sides triangle square hexagon pentagon"],
  ["days-in-week", "how many days are in a week|what are the days of the week", "There are 7 days in a week: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday and Sunday!", "days week"],
  ["months-in-year", "how many months are in a year|what are the months of the year", "There are 12 months in a year, from January to December!", "months year"],
  ["days-in-year", "how many days are in a year", "A year has 365 days. Every four years there is a leap year with 366 days!", "days year leap"],
  ["minutes-in-hour", "how many minutes are in an hour|how many seconds are in a minute", "There are 60 minutes in an hour, and 60 seconds in a minute!", "minutes hour seconds time"],
  ["clock-hands", "how do you tell the time|what do the hands on a clock mean", "The short hand points to the hour and the long hand points to the minutes. When the long hand is at 12, it is something o'clock!", "clock time hands hour minute"],
  ["primary-colours", "what are the primary colours|what are the primary colors", "The primary colours for painting are red, yellow and blue. You can mix them to make lots of other colours!", "primary colours colors paint mix"],
  ["mix-colours", "what colour do blue and yellow make|what do red and yellow make|what do red and blue make", "Blue and yellow make green, red and yellow make orange, and red and blue make purple!", "mix colours colors paint"],
]);
