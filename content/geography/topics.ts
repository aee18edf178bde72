/** The six topic tiles of Learn Geography (spec part 2 §2.3). */
export const GEO_TOPICS = ['countries', 'cities', 'mountains', 'oceans', 'animals', 'weather'] as const;
export type GeoTopic = (typeof GEO_TOPICS)[number];

export function isGeoTopic(value: unknown): value is GeoTopic {
  return typeof value === 'string' && (GEO_TOPICS as readonly string[]).includes(value);
}

/** Facts McKenzie picks from when a child asks about a topic in general. */
export const TOPIC_FACTS: Record<GeoTopic, readonly string[]> = {
  countries: [
    'There are about 195 countries in the world, and each one has its own flag.',
    'Russia is the biggest country in the world, and Vatican City is the smallest.',
    'Some countries are islands, like Japan and Iceland, and some have no sea at all, like Switzerland and Bolivia.',
    'Brazil is the biggest country in South America, and people there speak Portuguese.',
    'India and China are the countries with the most people.',
  ],
  cities: [
    'Tokyo in Japan is the biggest city in the world, with more than 35 million people living in and around it.',
    'Paris in France has the Eiffel Tower, and London in England has the clock tower with Big Ben.',
    'Venice in Italy has canals instead of roads, so people travel by boat.',
    'La Paz in Bolivia is one of the highest cities in the world, up in the Andes mountains.',
    'Rome in Italy is nearly 3,000 years old, and you can still see the old Colosseum there.',
  ],
  mountains: [
    'Mount Everest is the tallest mountain in the world, in the Himalayas in Asia.',
    'The Andes in South America are the longest mountain range on land.',
    'Mount Kilimanjaro in Africa is an old volcano with snow on top, even though it is near the equator.',
    'The Alps in Europe are snowy mountains where people go skiing.',
    'Most mountains were made very slowly, over millions of years, when the ground pushed up.',
  ],
  oceans: [
    'There are 5 oceans: the Pacific, Atlantic, Indian, Southern and Arctic Oceans.',
    'The Pacific Ocean is the biggest and deepest ocean.',
    'Oceans cover most of the Earth, so from space our planet looks blue.',
    'Blue whales, the biggest animals that ever lived, swim in the oceans.',
    'The Great Barrier Reef near Australia is the biggest coral reef in the world.',
  ],
  animals: [
    'Kangaroos and koalas live in Australia, and nowhere else in the wild.',
    'Penguins live in the southern half of the world, and polar bears live in the far north, so they never meet!',
    'Lions, elephants and giraffes live on the grasslands of Africa.',
    'Giant pandas live in the bamboo forests of China.',
    'Sloths, jaguars and toucans live in the Amazon rainforest in South America.',
    'Lemurs live only on the island of Madagascar.',
  ],
  weather: [
    'Near the equator it is warm all year, and at the North and South Poles it is icy cold.',
    'In Australia it is summer at Christmas time, because the seasons are the other way round in the south.',
    'The Atacama Desert in Chile is one of the driest places on Earth.',
    'Monsoon winds bring lots of rain to India and other parts of Asia in summer.',
    'Antarctica is the coldest, windiest place on Earth.',
  ],
};

/** The message a topic tile sends: the topic, then the child's own question if they typed one. */
export function geographyTopicMessage(topic: GeoTopic, words: string): string {
  const label = topic.charAt(0).toUpperCase() + topic.slice(1);
  const question = words.trim();
  return question ? `${label}: ${question}` : `Tell me about ${topic}!`;
}

/** Reads a topic message back: "Mountains: which is the tallest?" → mountains + the question. */
export function parseTopicMessage(text: string): { topic: GeoTopic; question: string } | undefined {
  const match = /^\s*(countries|cities|mountains|oceans|animals|weather)\s*:\s*(.*)$/is.exec(text);
  const topic = match?.[1]?.toLowerCase();
  if (isGeoTopic(topic)) return { topic, question: (match?.[2] ?? '').trim() };
  const general = /^\s*tell me about (countries|cities|mountains|oceans|animals|(?:the )?weather)\s*[!.?]*\s*$/i.exec(text);
  const plain = general?.[1]?.toLowerCase().replace(/^the /, '');
  return isGeoTopic(plain) ? { topic: plain, question: '' } : undefined;
}

/** The message a region dot or button sends. */
export function geographyRegionMessage(regionName: string): string {
  return `Tell me about ${regionName}!`;
}
