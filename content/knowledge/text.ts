/**
 * Text processing for the knowledge search: tokenising, stop words, synonyms and a small stemmer.
 * The same processing runs on the entries and on the child's question, so their words meet.
 */

export const STOP_WORDS = new Set(
  (
    "a an the is are was were be been being am do does did done doing why what whats how who whom whose where when which " +
    "come comes make makes made can could would should will shall may might must you your yours i me my mine we us our " +
    "it its they them their he him his she her of in on at to for from with about into onto by as and or so that this " +
    "these those there here have has had tell know please mckenzie like really very much many some any get gets got " +
    "thing things just also if then than out up kind sort actually ever let lets let's say said mean means called call " +
    "happen happens happened cause causes reason one ones way ways go goes going does doesn't dont don't isn't aren't " +
    "wonder wondering question explain anything something everything need want wants wanna gonna okay ok hey hi um well " +
    "r u ur real really true fact facts know knows use used using alot lot lots all"
  ).split(/\s+/),
);

/** Words with the same meaning map to one canonical word. */
export const SYNONYMS: Record<string, string> = {
  colour: 'color', colours: 'color', colors: 'color', coloured: 'color',
  tummy: 'stomach', belly: 'stomach', stomachs: 'stomach',
  mum: 'mother', mom: 'mother', mummy: 'mother', mommy: 'mother', mama: 'mother', dad: 'father', daddy: 'father',
  kitty: 'cat', kitten: 'cat', kittens: 'cat', puppy: 'dog', puppies: 'dog', doggy: 'dog', bunny: 'rabbit', bunnies: 'rabbit',
  dino: 'dinosaur', dinos: 'dinosaur', trex: 'tyrannosaurus', 'rex': 'tyrannosaurus', tyrannosaur: 'tyrannosaurus',
  aeroplane: 'plane', airplane: 'plane', aeroplanes: 'plane', airplanes: 'plane', jet: 'plane', jets: 'plane',
  sea: 'ocean', seas: 'ocean', oceans: 'ocean',
  world: 'earth', planet: 'planet',
  biggest: 'big', largest: 'big', large: 'big', huge: 'big', giant: 'big', bigger: 'big', larger: 'big', enormous: 'big',
  smallest: 'small', tiny: 'small', little: 'small', smaller: 'small', tiniest: 'small', littlest: 'small',
  fastest: 'fast', quickest: 'fast', quick: 'fast', speedy: 'fast', faster: 'fast', quickly: 'fast', speed: 'fast',
  slowest: 'slow', slower: 'slow', tallest: 'tall', taller: 'tall', highest: 'high', higher: 'high', longest: 'long', longer: 'long',
  deepest: 'deep', deeper: 'deep', hottest: 'hot', hotter: 'hot', heat: 'hot', warm: 'hot', coldest: 'cold', colder: 'cold',
  chilly: 'cold', freezing: 'cold', oldest: 'old', older: 'old', heaviest: 'heavy', strongest: 'strong', loudest: 'loud',
  poo: 'poop', poos: 'poop', pooping: 'poop', wee: 'pee', weeing: 'pee', pees: 'pee', peeing: 'pee',
  sleeping: 'sleep', asleep: 'sleep', sleeps: 'sleep', slept: 'sleep',
  eat: 'eat', eats: 'eat', eating: 'eat', ate: 'eat', food: 'eat', foods: 'eat', feed: 'eat',
  drink: 'drink', drinks: 'drink', drinking: 'drink',
  live: 'live', lives: 'live', living: 'live', habitat: 'live', home: 'live',
  die: 'die', dies: 'die', died: 'die', dying: 'die', extinct: 'die', extinction: 'die',
  sunlight: 'sun', sunshine: 'sun', sunny: 'sun',
  moonlight: 'moon', rainy: 'rain', raining: 'rain', rains: 'rain', rained: 'rain', raindrops: 'rain', raindrop: 'rain',
  snowy: 'snow', snowing: 'snow', snowflake: 'snow', snowflakes: 'snow', windy: 'wind', winds: 'wind',
  cloudy: 'cloud', thunderstorm: 'thunder', thunderstorms: 'thunder', lightening: 'lightning',
  kids: 'child', children: 'child', kid: 'child', baby: 'baby', babies: 'baby',
  people: 'person', humans: 'person', human: 'person', persons: 'person',
  teeth: 'tooth', feet: 'foot', mice: 'mouse', geese: 'goose', men: 'man', women: 'woman',
  octopi: 'octopus', octopuses: 'octopus', cacti: 'cactus', cactuses: 'cactus', fungi: 'mushroom', fungus: 'mushroom',
  mushrooms: 'mushroom', leaves: 'leaf', wolves: 'wolf', calves: 'calf', shelves: 'shelf', knives: 'knife',
  scared: 'fear', scary: 'fear', afraid: 'fear', frightened: 'fear', fears: 'fear',
  cry: 'cry', crying: 'cry', cries: 'cry', tears: 'cry',
  hiccup: 'hiccup', hiccups: 'hiccup', yawn: 'yawn', yawning: 'yawn', yawns: 'yawn', sneeze: 'sneeze', sneezing: 'sneeze', sneezes: 'sneeze',
  heart: 'heart', hearts: 'heart', heartbeat: 'heart',
  america: 'america', usa: 'america', us: 'america', states: 'america', uk: 'britain', england: 'england',
  count: 'number', numbers: 'number', amount: 'number',
  mountain: 'mountain', mountains: 'mountain', mount: 'mountain', mt: 'mountain',
  volcanoes: 'volcano', volcanos: 'volcano', volcanic: 'volcano', erupt: 'volcano', erupts: 'volcano', eruption: 'volcano', lava: 'lava',
  rainbows: 'rainbow', stars: 'star', starry: 'star', planets: 'planet', astronaut: 'astronaut', astronauts: 'astronaut', spaceman: 'astronaut',
  rocket: 'rocket', rockets: 'rocket', spaceship: 'rocket', spaceships: 'rocket', spacecraft: 'rocket',
  dinosaurs: 'dinosaur', tyrannosaurus: 'tyrannosaurus', 'whales': 'whale', sharks: 'shark', bees: 'bee', honeybee: 'bee',
  butterflies: 'butterfly', caterpillars: 'caterpillar', spiders: 'spider', ants: 'ant', snakes: 'snake', birds: 'bird',
  fishes: 'fish', penguins: 'penguin', elephants: 'elephant', giraffes: 'giraffe', zebras: 'zebra', lions: 'lion', tigers: 'tiger',
  bears: 'bear', frogs: 'frog', owls: 'owl', bats: 'bat', cats: 'cat', dogs: 'dog', cows: 'cow', horses: 'horse', pigs: 'pig',
  sheep: 'sheep', chickens: 'chicken', hens: 'chicken', hen: 'chicken', eggs: 'egg', monkeys: 'monkey', apes: 'ape',
  trees: 'tree', flowers: 'flower', plants: 'plant', seeds: 'seed', clouds: 'cloud', waves: 'wave', tides: 'tide',
  bones: 'bone', muscles: 'muscle', eyes: 'eye', ears: 'ear', noses: 'nose', lungs: 'lung', brains: 'brain', hairs: 'hair',
  magnets: 'magnet', magnetic: 'magnet', cars: 'car', trains: 'train', boats: 'boat', ships: 'ship', ship: 'boat',
  float: 'float', floats: 'float', floating: 'float', sink: 'sink', sinks: 'sink', sinking: 'sink',
  fly: 'fly', flies: 'fly', flying: 'fly', flew: 'fly', flight: 'fly',
  swim: 'swim', swims: 'swim', swimming: 'swim', swam: 'swim',
  grow: 'grow', grows: 'grow', growing: 'grow', grew: 'grow', growth: 'grow', grown: 'grow',
  see: 'see', sees: 'see', seeing: 'see', saw: 'see', sight: 'see', vision: 'see', look: 'see', looks: 'see',
  hear: 'hear', hears: 'hear', hearing: 'hear', sound: 'sound', sounds: 'sound', noise: 'sound', noises: 'sound',
  night: 'night', nighttime: 'night', dark: 'dark', darkness: 'dark',
  daytime: 'day', days: 'day', daily: 'day', years: 'year', months: 'month', weeks: 'week',
  capital: 'capital', capitals: 'capital', country: 'country', countries: 'country', continent: 'continent', continents: 'continent',
  river: 'river', rivers: 'river', desert: 'desert', deserts: 'desert', island: 'island', islands: 'island',
  glowing: 'glow', glows: 'glow', shine: 'glow', shines: 'glow', shiny: 'glow', twinkle: 'glow', twinkles: 'glow', sparkle: 'glow', bright: 'glow',
  electricity: 'electric', electrical: 'electric',
  computers: 'computer', phones: 'phone', telephone: 'phone', internet: 'internet', robots: 'robot',
  poisonous: 'poison', venomous: 'poison', venom: 'poison',
  pet: 'pet', pets: 'pet',
  smell: 'smell', smells: 'smell', smelly: 'smell', stink: 'smell', stinky: 'smell', pong: 'smell',
  ill: 'sick', poorly: 'sick', unwell: 'sick', germs: 'germ', germ: 'germ', bacteria: 'germ', virus: 'germ', viruses: 'germ',
  whiskers: 'whisker', stripes: 'stripe', striped: 'stripe', spots: 'spot', spotty: 'spot', spotted: 'spot',
  purr: 'purr', purrs: 'purr', purring: 'purr', bark: 'bark', barks: 'bark', barking: 'bark',
};

/** A small stemmer for English plurals and -ing / -ed endings. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (/(?:ss|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(?:ss|us|is|ous)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6) {
    w = w.slice(0, -3);
    if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  if (w.endsWith('ed') && w.length >= 6) {
    w = w.slice(0, -2);
    if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  return w;
}

/** Splits text into lower-case words. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\bt-?rex\b/g, 'trex')
    .split(/[^a-z0-9']+/)
    .map((t) => t.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter(Boolean);
}

/** One word to its search term: synonyms first, then the stemmer; stop words become null. */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (STOP_WORDS.has(t)) return null;
  const canonical = SYNONYMS[t] ?? t;
  if (STOP_WORDS.has(canonical)) return null;
  const stemmed = SYNONYMS[canonical] === canonical ? canonical : stem(canonical);
  return SYNONYMS[stemmed] ?? stemmed;
}

/** All the search terms of a text, in order, without duplicates. */
export function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term && !out.includes(term)) out.push(term);
  }
  return out;
}
