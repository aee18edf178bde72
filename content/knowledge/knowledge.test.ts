import { describe, expect, it } from 'vitest';
import { isReplySafe } from '../safety';
import { ALL_ENTRIES, explainKnowledge, knowledgeSize, rankKnowledge, searchKnowledge } from './index';
import { isNegative, questionKind } from './search';
import { stem, termsOf } from './text';

describe('knowledge base', () => {
  it('has at least 400 entries with unique ids', () => {
    expect(knowledgeSize()).toBeGreaterThanOrEqual(400);
    expect(new Set(ALL_ENTRIES.map((e) => e.id)).size).toBe(ALL_ENTRIES.length);
  });

  it('keeps answers short (1 to 3 sentences) and safe', () => {
    for (const entry of ALL_ENTRIES) {
      const sentences = entry.answer.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, entry.id).toBeLessThanOrEqual(3);
      expect(isReplySafe(entry.answer), entry.id).toEqual({ safe: true });
      expect(entry.questions.length, entry.id).toBeGreaterThan(0);
    }
  });

  it('finds every entry from its own first question', () => {
    const misses = ALL_ENTRIES.filter((entry) => searchKnowledge(entry.questions[0]!)?.entry.id !== entry.id).map((e) => e.id);
    // A few entries share a first question's words with a close sibling; nearly all must find themselves.
    expect(misses.length, misses.join(', ')).toBeLessThanOrEqual(Math.ceil(ALL_ENTRIES.length * 0.03));
  });

  it('finds the same answer for the three ways of asking about the sky', () => {
    const ids = ['why is the sky blue', 'how come the sky is blue?', 'what makes the sky blue'].map((q) => searchKnowledge(q)?.entry.id);
    expect(ids).toEqual(['sky-blue', 'sky-blue', 'sky-blue']);
  });

  it('does not answer "what is X" from an entry about one side of X', () => {
    // With the entry that says what the sun is taken away, "why can't we look at the sun" must not stand in for it.
    expect(searchKnowledge('what is the sun', { exclude: new Set(['sun-what']) })).toBeNull();
    expect(searchKnowledge('what is gravity', { exclude: new Set(['gravity']) })).toBeNull();
    expect(searchKnowledge('what is the sun')?.entry.id).toBe('sun-what');
  });

  it('does not answer "how many" or "how big" from a yes/no question', () => {
    expect(searchKnowledge('how many stripes does a zebra have')).toBeNull();
    expect(searchKnowledge('how much milk does a cow make in a day')).toBeNull();
  });

  it('reads "the most massive" and "the most hugest" as the biggest', () => {
    expect(searchKnowledge('what country is the most massive in the whole world')?.entry.id).toBe('biggest-country');
    expect(searchKnowledge('which dinosaur was the most hugest one')?.entry.id).toBe('biggest-dinosaur');
  });

  it('answers "how fast", "slower than" and "the biggest" only from an entry that says how fast, slow or big', () => {
    expect(searchKnowledge('how fast does the wind spin in a tornado')).toBeNull();
    expect(searchKnowledge('how high up can a drone fly')).toBeNull();
    expect(searchKnowledge('why do my toenails grow slower than my fingernails')).toBeNull();
    expect(searchKnowledge('whats the biggest money note you can get')).toBeNull();
    expect(searchKnowledge('how fast can a cheetah run')?.entry.id).toBe('fastest-land-animal');
  });

  it('keeps imagined what-ifs for questions that imagine', () => {
    expect(searchKnowledge('can we live on mars', { exclude: new Set(['mars-go']) })).toBeNull();
    expect(searchKnowledge('what if people could fly')?.entry.id).toBe('whatif-people-fly');
  });

  it('tolerates typos and plurals', () => {
    expect(searchKnowledge('why do elefants have trunks')?.entry.id).toBe('elephant-trunk');
    expect(searchKnowledge('how many leg does a spider have')?.entry.id).toBe('spider-legs');
  });

  it('refuses weak matches instead of answering with an unrelated fact', () => {
    for (const question of ['who is the president', 'do unicorns exist', 'what is the capital of Atlantis', 'what is a quark']) {
      expect(searchKnowledge(question), question).toBeNull();
    }
    expect(rankKnowledge('   ')).toEqual([]);
  });

  it('stems and removes stop words', () => {
    expect(stem('flies')).toBe('fly');
    expect(stem('swimming')).toBe('swim');
    expect(stem('horses')).toBe('horse');
    expect(termsOf('Why is the sky blue?')).toEqual(['sky', 'blue']);
    expect(termsOf('How come the colours')).toEqual(['color']);
  });

  it('answers the question asked, not one that shares a word with it', () => {
    // From the issue: these used to get thunder and pets.
    expect(searchKnowledge('Why does it get light outside?')?.entry.id).toBe('sun-rise');
    expect(searchKnowledge('When will I die?')?.entry.id).toBe('when-will-i-die');
    expect(searchKnowledge('why do pets die')?.entry.id).toBe('pet-died');
    // Look-alikes with no entry: better "I don't know" than another question's answer.
    for (const question of ['why do wasps sting', 'what do owls eat', 'how hot is mars', 'how old is my teacher', 'how many hairs does my mum have']) {
      expect(searchKnowledge(question)?.entry.id, question).toBeUndefined();
    }
    // "what if the sun went out" has its own entry now, and still must not get "what is the sun".
    expect(searchKnowledge('what if the sun went out')?.entry.id).toBe('whatif-sun-out');
    // Found with the merged base of ~2,150 entries: "made of", how against why, a generic variant.
    expect(searchKnowledge('what is a black hole made of')?.entry.id).toBeUndefined();
    expect(searchKnowledge('how do you get a job')?.entry.id).not.toBe('job-why-jobs');
    expect(searchKnowledge('why do cars have wheels')?.entry.id).not.toBe('cars-go');
    expect(searchKnowledge('how are rainbows formed')?.entry.id).toBe('rainbow');
  });

  it('says it does not know when the question differs from the entry in a small but telling way', () => {
    // Found with scratch questions written after the merge (not in the eval), each the shape of a rule in search.ts.
    const cases: [string, string | undefined][] = [
      ['why does my nose run when its cold outside', undefined], // the weather, not having a cold
      ['why does my nose run when i have a cold', 'runny-nose'],
      ['how big was a t rex tooth', undefined], // the last word is the subject
      ['what if there was no money', undefined],
      ['what is the most money in the world', undefined], // "most" is not a stop word
      ['how many eggs does a chicken lay', undefined], // how many, not where from
      ['how much does an elephant eat', undefined],
      ['how do bees know where to go', undefined], // one known word in a long question
      ['how does a phone know its me', undefined],
      ['can i make my own kite', undefined], // how to make, not how kites fly
      ['how do kites stay up in the wind', 'kite'], // not the what-if about wind
      ['what is the sun going to do when it gets old', undefined], // not "how old is the sun"
      ['how does a rainbow get its colours', 'rainbow'], // not "what are the colours of the rainbow"
    ];
    for (const [question, id] of cases) expect(searchKnowledge(question)?.entry.id, question).toBe(id);
    // A negative question is not answered by the positive one (it still finds "why can't people fly like birds").
    expect(searchKnowledge('why do some birds not fly')?.entry.id).not.toBe('bird-fly');
    expect(isNegative("why can't penguins fly")).toBe(true);
    expect(isNegative('how do snakes move with no legs')).toBe(false);
    expect(termsOf('how do you catch a cold')).toEqual(['illcold']);
    expect(termsOf('why do my fingers get cold')).toContain('cold');
  });

  it('measures how much of the question and of the entry match', () => {
    const [best] = explainKnowledge('why do cats purr');
    expect(best?.entry.id).toBe('cat-purr');
    expect(best?.questionCoverage).toBe(1);
    expect(best?.entryCoverage).toBe(1);
    const pets = explainKnowledge('where do people go when they die').find((m) => m.entry.id === 'when-will-i-die');
    expect(pets === undefined || pets.entryCoverage < 1 || pets.questionCoverage < 0.7).toBe(true);
  });

  it("understands children's wording", () => {
    const cases: [string, string][] = [
      ['Why do sloths move so slowly?', 'sloth'],
      ['why are sloths so slow', 'sloth'],
      ['Mom, why is the sky blue', 'sky-blue'],
      ['McKenzie, how do bees make honey', 'bees-honey'],
      ['y is the sky blue', 'sky-blue'],
      ['how cum birds can fly', 'bird-fly'],
      ['what do catapillars eat', 'caterpillar-eat'],
      ['how fast can a cheeta run', 'fastest-land-animal'],
      ['why r leaves green', 'plants-green'],
      ['how do rain bows happen', 'rainbow'],
      ['is the earth a sphere', 'earth-round'],
      ['how many months are there', 'year-months'],
      ['whats the capital of america', 'capital-united-states'],
    ];
    for (const [question, id] of cases) expect(searchKnowledge(question)?.entry.id, question).toBe(id);
  });

  it('answers the first question of a run-on message it knows', () => {
    expect(['sky-blue', 'plants-green']).toContain(searchKnowledge('mom mom why is the sky blue and why is grass green')?.entry.id);
  });

  it('tells "what if" and "how long do they live" apart from look-alike questions', () => {
    expect(termsOf('what if the sun went out')).toContain('whatif');
    expect(termsOf('how long do cats live')).toContain('lifespan');
    expect(termsOf('where do cats live')).not.toContain('lifespan');
    expect(searchKnowledge('how long do cats live')?.entry.id).toBe('cat-lifespan');
    expect(searchKnowledge('how long do cats sleep')?.entry.id).toBe('cat-sleep');
  });

  it("reads children's own words and spellings as the words the entries use", () => {
    expect(termsOf('why do i belch')).toEqual(['burp']);
    expect(termsOf('dessert')).toEqual(termsOf('pudding'));
    expect(termsOf('dessert')).not.toEqual(termsOf('desert'));
    expect(termsOf('my tum')).toEqual(['stomach']);
    expect(termsOf('what makes trampolines so boingy')).toEqual(['trampoline', 'bouncy']);
    expect(searchKnowledge('what makes trampolines so boingy')?.entry.id).toBe('sport-trampoline');
  });

  it('keeps the question a child asks about changing something apart from how it is made, and staying from working', () => {
    expect(termsOf('how do you make a shadow go away')).toEqual(['shadow']);
    expect(termsOf('how do you make a cake')).toContain('howmade');
    expect(termsOf('why do owls stay up all night')).toContain('awake');
    expect(searchKnowledge('how do trains stay on the tracks')).toBeNull();
    expect(termsOf('what does a dentist do')).toContain('roleof');
    expect(termsOf('my friend sam is adopted what does that mean')).toEqual(termsOf('what does adopted mean'));
    expect(termsOf('how many days are there in a hole year')).toEqual(['day', 'year']);
    expect(termsOf('whats the highest mountain in the whole wide world')).toEqual(['high', 'mountain']);
    expect(searchKnowledge('what does an astronaut do')?.entry.id).not.toBe('astronaut-become');
  });

  it('reads "what is X for" as asking why we have X', () => {
    expect(questionKind('what is the hair above my eyes for')).toBe('why');
    expect(questionKind("what's a tail for?")).toBe('why');
    expect(questionKind('what is a tail')).toBe('what');
    expect(questionKind('what is good for a cold')).toBe('what');
    expect(searchKnowledge('why have i got hairy bits above my eyes')?.entry.id).toBe('body2-eyebrows');
  });
});
