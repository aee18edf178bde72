/**
 * Text processing for the knowledge search: tokenising, stop words, synonyms and a small stemmer.
 * The same processing runs on the entries and on the child's question, so their words meet.
 */

import { CHILD_MISSPELLINGS, CHILD_SYNONYMS } from './childWords';

export const STOP_WORDS = new Set(
  (
    "a an the is are was were be been being am do does did done doing why what whats how who whom whose where when which " +
    "come comes make makes made can could would should will shall may might must you your yours i me my mine we us our " +
    "it its they them their he him his she her of in on at to for from with about into onto by as and or so that this " +
    "these those there here have has had tell please mckenzie like really very much many some any get gets got " +
    "thing things just also if then than out up kind sort actually ever let lets let's say said mean means called call " +
    "happen happens happened cause causes reason one ones way ways go goes going does doesn't dont don't isn't aren't " +
    "wonder wondering question explain anything something everything need want wants wanna gonna okay ok hey hi um well " +
    "r u ur real really true fact facts use used using alot lot lots all " +
    "can't won't didn't shouldn't couldn't wouldn't haven't hasn't wasn't weren't i'm i've shouldnt couldnt wouldnt havent hasnt wasnt werent " +
    // children's spellings of question words, contractions without apostrophes, fillers
    "kno wat wats wot wots wut wha y cum dose meny dont doesnt cant wont isnt arent didnt im ive its there their thier theyre " +
    "cuz coz becuz because hows whys wheres whos whens itself themselves myself yourself himself herself " +
    "such too own only each other more not yes no outside always still even sometimes often usually every " +
    "went gone someone somebody anyone anybody everybody everybodys everyone everyones nobody noone thing stuff exactly away around without form forms formed formation create created " +
    // chatter children add that changes nothing that is asked
    "but over bit bits whole single super loads heaps again yesterday now someday anywhere instead pleeease pleease pls literally totally basically " +
    "gross yucky yuck eww ew ouch ouchy oops lol haha wow cool awesome silly altogether " +
    // more contractions typed without the apostrophe, and spellings of small words
    "meant thats shes hes theyll youll theyd youd theyve weve youve theres heres wen wenn wher tho altho every1 some1 any1 sumthing"
  ).split(/\s+/),
);

/** Children's common misspellings, to the word they meant (before synonyms). */
export const MISSPELLINGS: Record<string, string> = {
  ...CHILD_MISSPELLINGS,
  catapillar: 'caterpillar', catapillars: 'caterpillar', catterpillar: 'caterpillar', catipillar: 'caterpillar',
  buterfly: 'butterfly', butterflys: 'butterfly', dinasaur: 'dinosaur', dinosour: 'dinosaur', dinosore: 'dinosaur',
  dinosuar: 'dinosaur', dinasour: 'dinosaur', dinosor: 'dinosaur', dinosors: 'dinosaur', dinasor: 'dinosaur', dinosoar: 'dinosaur', giraf: 'giraffe', girafe: 'giraffe', giraff: 'giraffe', jiraffe: 'giraffe',
  geraf: 'giraffe', gerafs: 'giraffe', giraffs: 'giraffe', elefant: 'elephant', elefants: 'elephant', hipo: 'hippo',
  volcanoe: 'volcano', volcanos: 'volcano', wale: 'whale', wales: 'whale', skool: 'school', litening: 'lightning',
  planit: 'planet', octapus: 'octopus', peguin: 'penguin', pengiun: 'penguin', penguen: 'penguin', dolfin: 'dolphin',
  squirel: 'squirrel', spyder: 'spider', wolfs: 'wolf', fishs: 'fish', wisker: 'whisker', wiskers: 'whisker',
  twinkel: 'twinkle', breath: 'breathe', breaths: 'breathe', breathing: 'breathe', breathes: 'breathe',
  cheeta: 'cheetah', cheetas: 'cheetah', rainbo: 'rainbow', thunda: 'thunder', choclate: 'chocolate', chocolat: 'chocolate',
  mosquitos: 'mosquito', tomatos: 'tomato', potatos: 'potato', anemonies: 'anemone', vegtables: 'vegetable', vegetables: 'vegetable',
  veggies: 'vegetable', veggie: 'vegetable', veg: 'vegetable', colors: 'color', favorite: 'favourite', stary: 'star', teath: 'tooth', tooths: 'tooth',
  rite: 'right', nite: 'night', nites: 'night', tonite: 'tonight', thru: 'through', ppl: 'people',
  glasses: 'spectacles', specs: 'spectacles', fishes: 'fish', kitties: 'cat', doggies: 'dog', skelaton: 'skeleton', skeliton: 'skeleton',
};

/** Words with the same meaning map to one canonical word. */
export const SYNONYMS: Record<string, string> = {
  ...CHILD_SYNONYMS,
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
  // Children's words for eating and for a blocked nose.
  munch: 'eat', munches: 'eat', munching: 'eat', munched: 'eat', chomp: 'eat', chomps: 'eat', chomping: 'eat', gobble: 'eat',
  gobbles: 'eat', gobbling: 'eat', gobbled: 'eat', scoff: 'eat', scoffs: 'eat', scoffing: 'eat', stuffy: 'blocked', bunged: 'blocked',
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
  see: 'see', sees: 'see', seeing: 'see', saw: 'see', sight: 'see', vision: 'see',
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
  smell: 'smell', smells: 'smell', smelly: 'smell', stink: 'smell', stinky: 'smell',
  ill: 'sick', poorly: 'sick', unwell: 'sick', germs: 'germ', germ: 'germ', bacteria: 'germ', virus: 'germ', viruses: 'germ',
  whiskers: 'whisker', stripes: 'stripe', striped: 'stripe', spots: 'spot', spotty: 'spot', spotted: 'spot',
  purr: 'purr', purrs: 'purr', purring: 'purr', bark: 'bark', barks: 'bark', barking: 'bark',
  stripy: 'stripe', stripey: 'stripe', sphere: 'round', spherical: 'round', ball: 'round', circle: 'round',
  bug: 'insect', bugs: 'insect', insects: 'insect', smart: 'clever', intelligent: 'clever', brainy: 'clever', cleverest: 'clever', smartest: 'clever',
  lift: 'elevator', lifts: 'elevator', elevators: 'elevator', petrol: 'fuel', gasoline: 'fuel', diesel: 'fuel',
  toilet: 'toilet', toilets: 'toilet', loo: 'toilet', potty: 'toilet', television: 'tv', telly: 'tv', televisions: 'tv', ipad: 'tablet', ipads: 'tablet', tablets: 'tablet',
  cockadoodle: 'rooster', cockadoodles: 'rooster', cockerel: 'rooster', cockerels: 'rooster', roosters: 'rooster',
  soccer: 'football', refrigerator: 'fridge', bike: 'bicycle', bikes: 'bicycle', bicycles: 'bicycle', sweets: 'sweet', candy: 'sweet', candies: 'sweet',
  dead: 'die', death: 'die', autumn: 'fall', falls: 'fall', falling: 'fall', fell: 'fall',
  growl: 'rumble', growls: 'rumble', growling: 'rumble', rumbles: 'rumble', rumbling: 'rumble', gurgle: 'rumble', noisy: 'sound',
  sofa: 'furniture', couch: 'furniture', chair: 'furniture', stinks: 'smell',
  adult: 'adult', adults: 'adult', grownup: 'adult', grownups: 'adult',
  sunrise: 'sunrise', sunset: 'sunset', sundown: 'sunset', dawn: 'sunrise',
  photo: 'camera', photos: 'camera', picture: 'camera', pictures: 'camera',
  invent: 'invent', invented: 'invent', inventor: 'invent', invention: 'invent', inventions: 'invent', inventors: 'invent',
  build: 'build', built: 'build', builds: 'build', building: 'build', buildings: 'build',
  wrinkly: 'wrinkle', wrinkled: 'wrinkle', wrinkles: 'wrinkle',
  sad: 'sad', sadness: 'sad', unhappy: 'sad', upset: 'sad',
  angry: 'angry', mad: 'angry', cross: 'angry', anger: 'angry', grumpy: 'angry',
  run: 'run', runs: 'run', running: 'run', runner: 'run', runners: 'run', ran: 'run',
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12',
  underwater: 'water', look: 'look', looks: 'look', looking: 'look',
  creature: 'animal', creatures: 'animal', alive: 'live', lose: 'fall', loses: 'fall', losing: 'fall', lost: 'fall',
  worried: 'worry', worrying: 'worry', worries: 'worry', anxious: 'worry',
  // Children's everyday words for the words the entries use.
  christmas: 'christmas', xmas: 'christmas', bite: 'bite', bites: 'bite', biting: 'bite', bitten: 'bite',
  nap: 'sleep', naps: 'sleep', napping: 'sleep', snooze: 'sleep', hugest: 'big', massive: 'big', gigantic: 'big', ginormous: 'big',
  humongous: 'big', teeny: 'small', titchy: 'small', weeny: 'small', teensy: 'small', skinny: 'thin', trump: 'fart', trumps: 'fart',
  farts: 'fart', farting: 'fart', toot: 'fart', toots: 'fart', firemen: 'firefighter', fireman: 'firefighter', firefighters: 'firefighter',
  ref: 'referee', refs: 'referee', bogey: 'booger', bogeys: 'booger', bogies: 'booger', boogers: 'booger', snot: 'booger',
  pjs: 'pyjamas', jammies: 'pyjamas', pajamas: 'pyjamas', wellies: 'boot', wellington: 'boot', wellingtons: 'boot', boots: 'boot',
  rumbly: 'rumble', growly: 'rumble', grumbly: 'rumble', spiky: 'spike', spikes: 'spike', prickly: 'prickle', prickles: 'prickle',
  shaky: 'shake', shaking: 'shake', shakes: 'shake', wobbly: 'wobble', wobbles: 'wobble', bumpy: 'bump', bumps: 'bump',
  chucks: 'throw', chuck: 'throw', chucked: 'throw', throws: 'throw', throwing: 'throw', threw: 'throw',
  vet: 'vet', vets: 'vet', jail: 'prison', jails: 'prison', olden: 'old', fluffy: 'fluff', hairy: 'hair', furry: 'fur',
  sicky: 'sick', puke: 'sick', vomit: 'sick', dents: 'dent', dimples: 'dent', dimple: 'dent', holes: 'hole',
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
  if (w.endsWith('ly') && w.length >= 6 && !w.endsWith('lly')) return w.slice(0, -2);
  if (w.endsWith('ed') && w.length >= 6) {
    w = w.slice(0, -2);
    if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  return w;
}

/** "How do you make a shadow go away" asks how to change something, not how it is made: no howmade marker then. */
const NOT_CHANGING_IT = String.raw`(?! (?:[a-z']+ ){1,3}(?:go|stop|disappear|vanish|grow|last|better|bigger|smaller|faster|slower|louder|quieter|warmer|colder)\b)`;

/**
 * Phrases whose meaning is more than their words, rewritten to one marker word on both sides
 * (entries and questions): "what if" asks something other than "what is", "how long do cats live"
 * is not "where do cats live", "made of" asks about stuff.
 */
const PHRASES: readonly [RegExp, string][] = [
  [/\bhow come\b/g, 'why'],
  [/\b(?:what|wat|wut) (?:would|will|could) happen (?:to [a-z]+ )?if\b|\bwhat happens if\b|\bwhat (?:would|will) happen without\b|\bwhat happens without\b|\bwhat would (?:the world|life|it|we) be like without\b|\bwhat if\b|\bimagine if\b|\bwhat would (?:you|we|i|people) do if\b/g, ' whatif '],
  [/\bmade (?:out )?of\b|\bmade from\b/g, ' madeof '],
  // "What does an astronaut do" asks what X is for (its job), not how to become one.
  [/\bwhat (?:does|do) (?!(?:you|we|i|they|people|u)\b)((?:[a-z']+ ){0,3}?[a-z']+) do(?= *(?:$|\?|for\b))/g, ' $1 roleof '],
  [new RegExp(String.raw`\bhow (?:do|does|did|can|could) (?:you|we|i|they|people|someone) (?:make|build)\b${NOT_CHANGING_IT}|\b(?:can|could) (?:i|we|you) (?:make|build)\b|\bmake (?:my|our|your) own\b`, 'g'), ' howmade '],
  [new RegExp(String.raw`\bhow (?:is|are|was|were|do|does|did) (.{1,30}?) (?:made|built|make|formed|form|created)\b${NOT_CHANGING_IT}`, 'g'), ' $1 howmade '],
  [/\bhow long (.{0,40}?)\blive[sd]?\b/g, 'how long $1 lifespan'],
  [/\bwhen (?:will|am|are|do|does) (?:i|we|you|people|my)\b.{0,20}\bdie\b/g, ' lifespan '],
  [/\bhow old (?:can|do|does|will) (.{0,30}?)\b(?:get|live)\b/g, '$1 lifespan'],
  // "When I have a cold" is the illness; "when it's cold", "a cold drink" and "get cold" are the temperature.
  [/\b(?:have|has|had|got|catch|catches|catching|caught|with|is) (?:a|the) (?:bad |horrible |nasty )?cold\b(?! (?:glass|drink|can|ball|day|night|morning|water|hands?|place|wind|weather)\b)|\bcolds\b/g, ' illcold '],
  [/\bgrown[- ]?ups?\b/g, ' adult '],
  [/\bsee[- ]?through\b/g, ' transparent '],
  // "my teacher said the dad seahorse has the babies, is that true": who said it, and the tag, ask nothing.
  [/\b(?:my|our) (?:teacher|brother|sister|friend|mum|mom|dad|cousin|nan|nana|grandad|grandma|uncle|auntie|aunt) (?:said|says|told me|thinks|reckons|keeps saying|always says)(?: that)?\b/g, ' '],
  [/\bpitch (?:black|dark)\b/g, ' dark '],
  // "my friend sam is adopted what does that mean": the word before "what does that mean" is what is asked, the
  // story before it is not.
  [/^.*\b(?:is|are|am|was|were|s|shes|hes|its|got|called|feel|feels|felt) (?:a |an |being )?([a-z]+) *,? *(?:but )?what does (?:that|it|this|that word) mean\b/g, 'what does $1 mean'],
  // Staying up is being awake ("why do owls stay up all night").
  [/\bstay(?:s|ed|ing)? up\b/g, ' awake '],
  // A "lie-in" is staying in bed, nothing to do with telling lies.
  [/\blie[- ]?ins?\b/g, ' sleepin '],
  // "The most massive country" is the biggest one ("the most hugest" too): before a size or speed word, "most" only makes a superlative.
  [/\bmost (?=(?:massive|huge|enormous|gigantic|giant|large|big|tiny|small|fast|speedy|quick|slow|tall|high|long|deep|hot|cold|old|heavy|strong|loud|[a-z]+est)\b)/g, ' '],
  [/\bnee ?naw\b/g, ' siren '],
  [/\b(?:is (?:that|it|this) (?:true|real|right)|are they|is it|isn'?t it|right|or what)\s*\??\s*$/g, ' '],
  // Two-word names children write either way: one word on both sides.
  [/\bsun ?(?:cream|screen|block|lotion)s?\b/g, ' sunscreen '],
  [/\bseat ?belts?\b/g, ' seatbelt '],
  [/\bcave ?(?:men|man|people|person)\b/g, ' caveman '],
  [/\bfly ?traps?\b/g, ' flytrap '],
  [/\bcock ?a ?doodle ?doo?s?\b/g, ' rooster '],
  // "what does it mean that grandad died" asks what dying is, not about grandads.
  [/\b(?:my |our )?(?:grandad|granddad|grandpa|grandma|granny|grandmother|grandfather|nana|nanna|nan|gran|great grandma|great grandad|uncle|aunt|auntie|aunty) (?:has |just )?(?:died|dies|passed away)\b/g, ' someone die '],
  [/\bpass(?:ed|es)? away\b/g, ' die '],
  // "are ghosts real or pretend": the same question as "are ghosts real".
  [/\b(?:real|true) or (?:pretend|fake|not|made up|make believe|imaginary|false|just pretend|just a story)\b/g, ' real '],
  [/\b(?:people|someone|somebody|grown-?ups?|adults?) (?:i|you|we) (?:don'?t|do not) know\b/g, ' stranger '],
  [/\b(?:in|on|of) the (?:whole |hole |entire )?(?:wide )?(?:world|earth|planet)\b/g, ' '],
  [/\bhole (?:wide )?world\b/g, ' '],
  // "a hole year" is a whole one.
  [/\bhole (?=(?:year|day|week|month|night|time|body|class|family|school|way|lot)\b)/g, ' '],
  [/\beach other\b/g, ' '],
  [/\bwhale sharks?\b/g, ' whaleshark '],
  [/\b(?:is|are|was|were|being|be|so) (?:really |very |so )?mean (?:to|at|with)\b/g, ' unkind '],
  [/\bfather christmas\b|\bsanta claus\b|\bst\.? nick(?:olas)?\b/g, ' santa '],
  [/\bgoose ?bumps\b/g, ' goosebumps '],
  [/\brain ?bows?\b/g, ' rainbow '],
  [/\b(?:in|of) (?:your|ur|yr|my|the|our|a|people'?s) (?:human )?body\b/g, ' '],
  [/\b(?:not|no longer|don'?t|do not|aren'?t) (?:live|alive|around|here|exist)\w* any ?more\b|\bnot alive\b/g, ' die '],
  [/\ball (day|night)(?: long)?\b/g, ' $1 '],
  [/\ball the time\b|\bso much\b|\ba lot\b|\bthat (?:has )?ever (?:lived|existed|was)\b|(?<!\bha(?:ve|s) )\bever lived\b/g, ' '],
  [/\b(?:in|of|from) (?:the |our )?solar system\b/g, ' '],
  [/\bround (?=the\b)/g, 'around '],
  [/\bsun (?:comes?|coming|came) up\b|\bsun rises?\b/g, ' sunrise '],
  [/\bsun (?:goes?|going|went) down\b|\bsun sets?\b/g, ' sunset '],
  [/\bday ?time\b/g, ' day '],
  [/\bnight ?time\b/g, ' night '],
];

/** Splits text into lower-case words. */
export function tokenize(text: string): string[] {
  let lower = text.toLowerCase().replace(/[’']/g, "'");
  for (const [pattern, replacement] of PHRASES) lower = lower.replace(pattern, replacement);
  return lower
    .replace(/\bt-?rex\b/g, 'trex')
    .split(/[^a-z0-9']+/)
    .map((t) => t.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter(Boolean);
}

/** One word to its search term: synonyms first, then the stemmer; stop words become null. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  const t = MISSPELLINGS[lower] ?? lower;
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
