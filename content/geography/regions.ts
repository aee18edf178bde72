import { REGION_IDS, type RegionId } from './regionIds';

export interface Region {
  id: RegionId;
  /** English name; the client shows its own translation. */
  name: string;
  /** The dot's colour on the globe and the region button's colour. */
  color: string;
  /** Where the dot sits on the real globe: [longitude, latitude]. */
  center: readonly [number, number];
  description: string;
  famousPlaces: readonly string[];
  animals: readonly string[];
  mountains: readonly string[];
  rivers: readonly string[];
  /** One sentence about its mountains and one about its rivers. */
  mountainFact: string;
  riverFact: string;
  weather: string;
}

export const REGIONS: Record<RegionId, Region> = {
  'north-america': {
    id: 'north-america',
    name: 'North America',
    color: '#dc2626',
    center: [-100, 45],
    description: 'North America stretches from icy Greenland and Canada down through the USA and Mexico to the warm islands of the Caribbean.',
    famousPlaces: ['the Grand Canyon', 'Niagara Falls', 'the Statue of Liberty', 'the Maya pyramids of Mexico', 'the Panama Canal'],
    animals: ['bald eagles', 'grizzly bears', 'bison', 'moose', 'raccoons', 'monarch butterflies'],
    mountains: ['the Rocky Mountains', 'Denali', 'the Appalachian Mountains'],
    rivers: ['the Mississippi', 'the Missouri', 'the Colorado River', 'the St. Lawrence'],
    mountainFact: 'Denali in Alaska is the tallest mountain in North America.',
    riverFact: 'The Missouri and the Mississippi flow together into one of the longest rivers in the world, and the Colorado River carved the Grand Canyon.',
    weather: 'It has snowy winters in the north, hot deserts in the south-west and warm, sunny islands in the Caribbean.',
  },
  'south-america': {
    id: 'south-america',
    name: 'South America',
    color: '#c2410c',
    center: [-60, -15],
    description: 'South America has the Amazon rainforest, the long Andes mountains and countries like Brazil, Argentina and Peru.',
    famousPlaces: ['the Amazon rainforest', 'Machu Picchu in Peru', 'Angel Falls in Venezuela', 'the Galápagos Islands', 'the salt flats of Bolivia'],
    animals: ['sloths', 'jaguars', 'llamas', 'toucans', 'capybaras', 'giant tortoises'],
    mountains: ['the Andes', 'Aconcagua'],
    rivers: ['the Amazon', 'the Paraná', 'the Orinoco'],
    mountainFact: 'The Andes are the longest mountain range on land, and Aconcagua is the tallest mountain in South America.',
    riverFact: 'The Amazon carries more water than any other river in the world.',
    weather: 'Near the equator it is hot and rainy in the rainforest, the Atacama Desert is one of the driest places on Earth, and the far south is cold and windy.',
  },
  europe: {
    id: 'europe',
    name: 'Europe',
    color: '#2563eb',
    center: [15, 50],
    description: 'Europe is a continent with lots of countries close together, like France, Germany, Italy, Spain and the United Kingdom, and many different languages.',
    famousPlaces: ['the Eiffel Tower in Paris', 'the Colosseum in Rome', 'Big Ben in London', 'the fjords of Norway', 'the windmills of the Netherlands'],
    animals: ['red foxes', 'hedgehogs', 'brown bears', 'reindeer', 'wild boar', 'puffins'],
    mountains: ['the Alps', 'Mont Blanc', 'the Pyrenees', 'the Carpathians'],
    rivers: ['the Danube', 'the Rhine', 'the Thames', 'the Volga'],
    mountainFact: 'Mont Blanc is the tallest mountain in the Alps.',
    riverFact: 'The Volga is the longest river in Europe, and the Danube flows through ten countries.',
    weather: 'Most of Europe has four seasons: warm summers, cool autumns, cold winters and fresh springs. The south is sunny and the far north is snowy.',
  },
  africa: {
    id: 'africa',
    name: 'Africa',
    color: '#9333ea',
    center: [20, 5],
    description: 'Africa is a huge continent with 54 countries, the Sahara Desert, the River Nile, rainforests and wide grasslands called savannahs.',
    famousPlaces: ['the pyramids of Egypt', 'the Sahara Desert', 'Victoria Falls', 'the Serengeti', 'Table Mountain in South Africa'],
    animals: ['lions', 'elephants', 'giraffes', 'zebras', 'hippos', 'gorillas'],
    mountains: ['Mount Kilimanjaro', 'the Atlas Mountains', 'the Drakensberg'],
    rivers: ['the Nile', 'the Congo', 'the Niger', 'the Zambezi'],
    mountainFact: 'Mount Kilimanjaro is the tallest mountain in Africa, and it has snow on top.',
    riverFact: 'The Nile is usually called the longest river in the world, and the Congo is the deepest.',
    weather: 'Africa is the hottest continent. The Sahara is very dry, the rainforests in the middle are hot and wet, and the savannahs have a rainy season and a dry season.',
  },
  asia: {
    id: 'asia',
    name: 'Asia',
    color: '#047857',
    center: [90, 40],
    description: 'Asia is the biggest continent, and more people live there than anywhere else. It has countries like China, India and Japan.',
    famousPlaces: ['the Great Wall of China', 'the Taj Mahal in India', 'Mount Fuji in Japan', 'Angkor Wat in Cambodia', 'Petra in Jordan'],
    animals: ['tigers', 'giant pandas', 'orangutans', 'Asian elephants', 'snow leopards', 'camels'],
    mountains: ['the Himalayas', 'Mount Everest', 'K2', 'Mount Fuji'],
    rivers: ['the Yangtze', 'the Ganges', 'the Mekong', 'the Yellow River'],
    mountainFact: 'Mount Everest in the Himalayas is the tallest mountain in the world.',
    riverFact: 'The Yangtze in China is the longest river in Asia.',
    weather: 'Asia has almost every kind of weather: freezing Siberia, hot deserts, snowy mountains, and monsoon rains that bring lots of water in summer.',
  },
  australia: {
    id: 'australia',
    name: 'Australia & Oceania',
    color: '#db2777',
    center: [140, -25],
    description: 'Australia is both a country and a continent! Together with New Zealand and thousands of Pacific islands it is called Oceania.',
    famousPlaces: ['the Great Barrier Reef', 'the giant red rock Uluru', 'the Sydney Opera House', 'the volcanoes and glaciers of New Zealand', 'the coral islands of Fiji'],
    animals: ['kangaroos', 'koalas', 'wombats', 'platypuses', 'emus', 'kiwi birds'],
    mountains: ['the Great Dividing Range', 'the Southern Alps of New Zealand', 'Mount Wilhelm in Papua New Guinea'],
    rivers: ['the Murray', 'the Darling', 'the Waikato in New Zealand'],
    mountainFact: 'The Southern Alps of New Zealand have snowy peaks and glaciers.',
    riverFact: 'The Murray is the longest river in Australia.',
    weather: 'The middle of Australia is hot and dry outback, the north is warm with a rainy season, and in Australia it is summer at Christmas time!',
  },
};

export const REGION_LIST: readonly Region[] = REGION_IDS.map((id) => REGIONS[id]);
