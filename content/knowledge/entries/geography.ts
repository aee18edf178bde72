import { COUNTRIES, withArticle } from '../../geography/countries';
import type { RegionId } from '../../geography/regionIds';
import { defineEntries, type EntryRow } from '../types';

const CONTINENTS: EntryRow[] = [
  ["continents", "what are the continents|how many continents are there|name the continents|can you list all the continents|what are the seven continents called", "There are 7 continents: Africa, Antarctica, Asia, Australia (also called Oceania), Europe, North America and South America.", "continent seven"],
  ["biggest-continent", "what is the biggest continent|what is the smallest continent|which continent is the largest|is australia the smallest continent", "Asia is the biggest continent, and lots of people live there. Australia is the smallest continent.", "continent big small asia"],
  ["africa", "tell me about africa|what is africa like|how many countries are in africa|what is africa famous for|is africa a country or a continent", "Africa is a huge continent with 54 countries. It has the Sahara Desert, the River Nile, rainforests and animals like lions, elephants and giraffes.", "africa continent countries"],
  ["asia", "tell me about asia|what is asia like|what can you see in asia|which countries are in asia", "Asia is the biggest continent. It has the tallest mountain, Mount Everest, and countries like China, India and Japan.", "asia continent"],
  ["europe", "tell me about europe|what is europe like|what is europe famous for|which countries are in europe", "Europe is a continent with lots of countries close together, like France, Germany, Italy, Spain and the United Kingdom. It has castles, mountains called the Alps, and many languages!", "europe continent"],
  ["north-america", "tell me about north america|what is north america like|what can you see in north america|which countries are in north america", "North America has big countries like Canada, the USA and Mexico. It has the Rocky Mountains, the Grand Canyon and animals like bears and bald eagles.", "north america continent"],
  ["south-america", "tell me about south america|what is south america like|what is south america famous for|which countries are in south america", "South America has the Amazon rainforest, the long Andes mountains and countries like Brazil, Argentina and Peru. Sloths, llamas and toucans live there!", "south america continent"],
  ["australia-oceania", "tell me about australia|tell me about oceania|what is australia like|is australia a country or a continent|which countries are in oceania", "Australia is both a country and a continent! Together with islands like New Zealand it's called Oceania. Kangaroos and koalas live there.", "australia oceania continent"],
  ["antarctica-continent", "tell me about antarctica continent|does anyone live in antarctica|can people live in antarctica|is antarctica a continent", "Antarctica is the icy continent at the South Pole. No one lives there all the time, but scientists stay there to do research.", "antarctica continent"],
  ["oceans-list", "what are the oceans|how many oceans are there|name the oceans|what are the five oceans called|which oceans are on earth", "There are 5 oceans: the Pacific, Atlantic, Indian, Southern and Arctic Oceans. They are all joined together!", "ocean five name"],
  ["pacific", "what is the biggest ocean|tell me about the pacific ocean|which ocean is the largest|how big is the pacific", "The Pacific Ocean is the biggest and deepest ocean. It is bigger than all the land on Earth put together!", "pacific ocean big"],
  ["atlantic", "tell me about the atlantic ocean|where is the atlantic ocean|what ocean is between europe and america", "The Atlantic Ocean is the second biggest ocean. It lies between the Americas on one side and Europe and Africa on the other.", "atlantic ocean"],
  ["indian-ocean", "tell me about the indian ocean|where is the indian ocean|which ocean is the warmest", "The Indian Ocean is the third biggest ocean and the warmest. It lies between Africa, Asia and Australia.", "indian ocean warm"],
  ["arctic-ocean", "what is the smallest ocean|tell me about the arctic ocean|where is the arctic ocean|which ocean is the tiniest", "The Arctic Ocean is the smallest ocean. It's around the North Pole and is covered in ice for much of the year.", "arctic ocean small"],
  ["southern-ocean", "tell me about the southern ocean|which ocean goes around antarctica|where is the southern ocean", "The Southern Ocean flows all the way around Antarctica. It is very cold and home to penguins, seals and whales.", "southern ocean"],
  ["everest", "what is the tallest mountain|what is the biggest mountain|what is the highest mountain|how tall is mount everest|where is mount everest|which country is mount everest in", "Mount Everest is the tallest mountain above the sea. It's about 8,849 metres high, on the border of Nepal and China in the Himalayas.", "everest tall mountain himalaya"],
  ["k2", "what is the second tallest mountain|what is the mountain called k2|which mountain is the second highest", "K2 is the second tallest mountain in the world. It is in the Karakoram mountains, on the border of Pakistan and China.", "k2 mountain"],
  ["kilimanjaro", "what is the tallest mountain in africa|tell me about kilimanjaro|where is mount kilimanjaro|what is the highest mountain in africa", "Mount Kilimanjaro in Tanzania is the tallest mountain in Africa. It's an old volcano with snow on top!", "kilimanjaro africa mountain"],
  ["alps", "what are the alps|where are the alps|which mountains in europe do people ski on|what countries are the alps in", "The Alps are big snowy mountains in Europe, in countries like France, Switzerland, Italy and Austria. People go skiing there!", "alps mountain europe"],
  ["andes", "what are the andes|what is the longest mountain range|where are the andes mountains|which mountains go down south america", "The Andes in South America are the longest mountain range on land. They run down the whole west side of the continent.", "andes mountain long range"],
  ["rockies", "what are the rocky mountains|where are the rocky mountains|what are the rockies in canada", "The Rocky Mountains are a long mountain range in North America, in Canada and the USA.", "rocky mountain america"],
  ["himalayas", "what are the himalayas|where are the himalayas|what is the highest mountain range", "The Himalayas are the highest mountains in the world, in Asia. Mount Everest is one of them!", "himalaya mountain asia"],
  ["nile", "what is the longest river|tell me about the nile|where is the river nile|which river is the longest in the world", "The Nile in Africa is usually called the longest river in the world, about 6,650 kilometres long. The Amazon is nearly as long!", "nile long river africa"],
  ["amazon", "tell me about the amazon river|what is the biggest river|where is the amazon river|which river has the most water", "The Amazon River in South America carries more water than any other river. It flows through the biggest rainforest in the world.", "amazon river rainforest"],
  ["amazon-rainforest", "what is the amazon rainforest|what is the biggest rainforest|where is the amazon jungle|which jungle is the largest in the world", "The Amazon is the biggest rainforest in the world, mostly in Brazil. Jaguars, sloths, monkeys and colourful parrots live there.", "amazon rainforest jungle brazil"],
  ["mississippi", "what is the longest river in america|tell me about the mississippi river|where is the mississippi river|which big river flows through the usa", "The Mississippi is one of the longest rivers in North America. It flows through the USA down to the Gulf of Mexico.", "mississippi river america"],
  ["yangtze", "what is the longest river in asia|tell me about the yangtze|where is the yangtze river|what is the longest river in china", "The Yangtze in China is the longest river in Asia.", "yangtze river china asia"],
  ["thames", "what river is in london|tell me about the river thames|what river goes through london|where is the river thames|where does the river thames go", "The River Thames flows through London, England, and out into the North Sea.", "thames river london"],
  ["sahara", "what is the biggest hot desert|tell me about the sahara|where is the sahara desert|how big is the sahara", "The Sahara in Africa is the biggest hot desert in the world. It's almost as big as the whole USA!", "sahara desert africa"],
  ["biggest-desert", "what is the biggest desert in the world|is antarctica a desert|what is the largest desert on earth|can a cold place be a desert", "The biggest desert is Antarctica! A desert is a place with very little rain or snow, and it doesn't have to be hot.", "big desert antarctica"],
  ["gobi", "tell me about the gobi desert|where is the gobi desert|is the gobi desert cold", "The Gobi is a big, cold desert in Asia, in Mongolia and China. Dinosaur fossils and eggs have been found there!", "gobi desert"],
  ["biggest-country", "what is the biggest country in the world|which country is the largest|how big is russia", "Russia is the biggest country in the world. It stretches across Europe and Asia!", "big country russia"],
  ["smallest-country", "what is the smallest country in the world|which country is the tiniest|what is vatican city", "Vatican City is the smallest country in the world. It is inside the city of Rome in Italy.", "small country vatican"],
  ["most-people", "which country has the most people|which country has the biggest population|how many people live in india", "India and China have the most people of any countries, each more than 1.4 billion!", "country person population"],
  ["biggest-lake", "what is the biggest lake|what is the deepest lake|which lake is the largest in the world|what is the caspian sea", "The Caspian Sea is the biggest lake in the world. Lake Baikal in Russia is the deepest.", "lake big deep caspian baikal"],
  ["biggest-island", "what is the biggest island|which island is the largest|is greenland the biggest island", "Greenland is the biggest island in the world. Most of it is covered in thick ice!", "big island greenland"],
  ["countries-count", "how many countries are there in the world|how many countries are there altogether|what is the number of countries on earth", "There are about 195 countries in the world!", "country number world"],
  ["map", "what is a map|how do maps work|what are maps for|what does a map show", "A map is a drawing of a place seen from above. It helps you find your way, with a compass showing north, south, east and west.", "map compass"],
  ["compass", "how does a compass work|what are north south east and west|how does a compass know where north is|why does a compass needle always point north", "A compass has a magnetic needle that always points north. The other directions are east, south and west: never eat soggy waffles!", "compass north south east west"],
  ["hemispheres", "what is a hemisphere|why is it summer in australia at christmas|why are the seasons different in australia|what are the northern and southern hemispheres", "The equator splits the Earth into a north half and a south half. When it's winter in the north, it's summer in the south!", "hemisphere north south"],
  ["animals-africa", "what animals live in africa|which animals come from africa|what wild animals are in africa", "Lots of amazing animals live in Africa, like lions, elephants, giraffes, zebras, hippos, rhinos and gorillas!", "animal africa"],
  ["animals-australia", "what animals live in australia|which animals come from australia|what animals are only found in australia", "Australia has animals found nowhere else, like kangaroos, koalas, wombats, emus and the duck-billed platypus!", "animal australia kangaroo"],
  ["animals-south-america", "what animals live in south america|which animals come from south america|what wild animals are in south america", "South America has sloths, jaguars, llamas, toucans, anacondas and capybaras, the biggest rodents in the world!", "animal south america"],
  ["animals-asia", "what animals live in asia|which animals come from asia|what wild animals are in asia", "Asia is home to tigers, giant pandas, orangutans, Asian elephants, snow leopards and red pandas.", "animal asia"],
  ["animals-north-america", "what animals live in north america|which animals come from north america|what wild animals are in north america", "North America has bison, bald eagles, grizzly bears, raccoons, moose and beavers.", "animal north america"],
  ["animals-europe", "what animals live in europe|which animals come from europe|what wild animals are in europe", "In Europe you can find foxes, hedgehogs, badgers, red deer, squirrels, wild boar and even brown bears in some forests.", "animal europe"],
  ["animals-antarctica", "what animals live in antarctica|which animals live around the south pole|what creatures live in antarctica", "Penguins, seals, whales and seabirds live in and around Antarctica. No polar bears live there!", "animal antarctica"],
  ["animals-arctic", "what animals live in the arctic|which animals live near the north pole|what creatures live in the arctic", "Polar bears, arctic foxes, walruses, seals, narwhals and snowy owls live in the Arctic.", "animal arctic"],
  ["weather-places", "why is it hot near the equator|why is it cold at the poles|why are the north and south poles so cold|why is it always hot in the tropics", "Near the equator, the Sun shines almost straight down, so it's hot. At the poles, sunlight comes in low and spread out, so it's cold.", "hot cold equator pole"],
];

/** [country, capital, continent, also-known-as] */
const CAPITALS: readonly [string, string, string, string?][] = [
  ['France', 'Paris', 'Europe'], ['Spain', 'Madrid', 'Europe'], ['Italy', 'Rome', 'Europe'], ['Germany', 'Berlin', 'Europe'],
  ['the United Kingdom', 'London', 'Europe', 'uk britain england'], ['Ireland', 'Dublin', 'Europe'], ['Portugal', 'Lisbon', 'Europe'],
  ['the Netherlands', 'Amsterdam', 'Europe', 'holland'], ['Belgium', 'Brussels', 'Europe'], ['Switzerland', 'Bern', 'Europe'],
  ['Austria', 'Vienna', 'Europe'], ['Greece', 'Athens', 'Europe'], ['Sweden', 'Stockholm', 'Europe'], ['Norway', 'Oslo', 'Europe'],
  ['Denmark', 'Copenhagen', 'Europe'], ['Finland', 'Helsinki', 'Europe'], ['Poland', 'Warsaw', 'Europe'], ['Russia', 'Moscow', 'Europe and Asia'],
  ['Scotland', 'Edinburgh', 'Europe'], ['Wales', 'Cardiff', 'Europe'],
  ['the United States', 'Washington, D.C.', 'North America', 'usa america united states'], ['Canada', 'Ottawa', 'North America'],
  ['Mexico', 'Mexico City', 'North America'], ['Brazil', 'Brasília', 'South America'], ['Argentina', 'Buenos Aires', 'South America'],
  ['Peru', 'Lima', 'South America'], ['Chile', 'Santiago', 'South America'], ['Colombia', 'Bogotá', 'South America'],
  ['China', 'Beijing', 'Asia'], ['Japan', 'Tokyo', 'Asia'], ['India', 'New Delhi', 'Asia'], ['South Korea', 'Seoul', 'Asia', 'korea'],
  ['Thailand', 'Bangkok', 'Asia'], ['Vietnam', 'Hanoi', 'Asia'], ['Indonesia', 'Jakarta', 'Asia'], ['Pakistan', 'Islamabad', 'Asia'],
  ['Turkey', 'Ankara', 'Europe and Asia'], ['Egypt', 'Cairo', 'Africa'], ['Kenya', 'Nairobi', 'Africa'], ['Nigeria', 'Abuja', 'Africa'],
  ['South Africa', 'Pretoria', 'Africa'], ['Morocco', 'Rabat', 'Africa'], ['Ghana', 'Accra', 'Africa'], ['Ethiopia', 'Addis Ababa', 'Africa'],
  ['Australia', 'Canberra', 'Oceania'], ['New Zealand', 'Wellington', 'Oceania'],
];

const CAPITAL_ROWS: EntryRow[] = CAPITALS.map(([country, capital, continent, aka]) => {
  const plain = country.replace(/^the /, '');
  const where = continent.includes(' and ') ? `${plain} is in both ${continent}.` : `${plain} is in ${continent}.`;
  const extra = plain === 'South Africa' ? ' South Africa actually has three capital cities!' : '';
  // Other names children use: "america", "england", "holland" (not the pieces of the full name).
  const otherNames = (aka ?? '').split(' ').filter((name) => name && !['united', 'states'].includes(name));
  return [
    `capital-${plain.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    [`what is the capital of ${plain}|capital city of ${plain}|what is ${plain}'s capital`, ...otherNames.map((name) => `what is the capital of ${name}`)].join('|'),
    `The capital of ${country} is ${capital}. ${where}${extra}`,
    `capital ${plain} ${capital} ${aka ?? ''}`.toLowerCase(),
  ] as const;
});

const CONTINENT_OF: Record<RegionId, string> = {
  'north-america': 'North America', 'south-america': 'South America', europe: 'Europe', africa: 'Africa', asia: 'Asia', australia: 'Oceania',
};

/**
 * Every other country on the globe with a capital (Learn Geography's table): "what is the capital of Iceland" is
 * answered, never mistaken for Ireland. The answer is the capital and the globe's fact for children.
 */
const HAND_WRITTEN = new Set(CAPITALS.map(([country]) => country.replace(/^the /, '').toLowerCase()));
const GLOBE_CAPITAL_ROWS: EntryRow[] = COUNTRIES.filter((c) => c.capital && !HAND_WRITTEN.has(c.names.en.toLowerCase())).map((c) => {
  const name = c.names.en;
  const where = c.region ? ` It is in ${CONTINENT_OF[c.region]}.` : '';
  return [
    `capital-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    `what is the capital of ${name}|capital city of ${name}`,
    c.fact ? `The capital of ${withArticle(name)} is ${c.capital}. ${c.fact}` : `The capital of ${withArticle(name)} is ${c.capital}.${where}`,
    `capital ${name} ${c.capital}`.toLowerCase(),
  ] as const;
});

export const GEOGRAPHY_ENTRIES = defineEntries('geography', [...CONTINENTS, ...CAPITAL_ROWS, ...GLOBE_CAPITAL_ROWS]);
