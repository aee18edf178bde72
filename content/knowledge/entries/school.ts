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
  ["rhyme", "what is a rhyme|what does rhyme mean|what words rhyme with cat", "Words rhyme when they end with the same sound, like cat, hat and bat!", "rhyme rhyming words"],
  ["fraction-half", "what is a half|what is a fraction|what does half mean", "A half is one of two equal parts. If you cut a pizza into 2 equal pieces, each piece is a half!", "half fraction equal parts"],
  ["minutes-in-hour", "how many minutes are in an hour|how many seconds are in a minute", "There are 60 minutes in an hour, and 60 seconds in a minute!", "minutes hour seconds time"],
  ["clock-hands", "how do you tell the time|what do the hands on a clock mean", "The short hand points to the hour and the long hand points to the minutes. When the long hand is at 12, it is something o'clock!", "clock time hands hour minute"],
  ["mix-colours", "what colour do blue and yellow make|what do red and yellow make|what do red and blue make", "Blue and yellow make green, red and yellow make orange, and red and blue make purple!", "mix colours colors paint"],
  ["pronoun", "what is a pronoun", "A pronoun is a word used instead of a name, like he, she, it, they or we. \"Sam is happy\" can become \"He is happy\"!", "pronoun grammar"],
  ["plural", "what is a plural", "Plural means more than one. One cat, two cats; one box, two boxes!", "plural singular"],
  ["synonym", "what is a synonym", "A synonym is a word that means the same, or nearly the same, as another word. Big and large are synonyms!", "synonym"],
  ["antonym", "what is an antonym|what is an opposite", "An antonym is a word with the opposite meaning. Hot and cold are antonyms!", "antonym opposite"],
  ["punctuation", "what is a full stop for|what is a question mark|what is punctuation", "Punctuation marks help us read. A full stop ends a sentence, and a question mark shows a question!", "period punctuation comma"],
  ["prime", "what is a prime number", "A prime number can only be divided evenly by 1 and itself. 2, 3, 5, 7 and 11 are prime numbers!", "prime"],
  ["symmetry", "what is symmetry|what does symmetrical mean", "Something is symmetrical when both halves match, like a butterfly's wings. Fold it in half and the sides line up!", "symmetry symmetrical"],
  ["syllable", "what is a syllable", "A syllable is a beat in a word. Clap it out: but-ter-fly has three syllables!", "syllable beat clap"],
  ["compound-word", "what is a compound word", "A compound word is two words joined together to make a new one, like sun and flower making sunflower!", "compound"],
]);
