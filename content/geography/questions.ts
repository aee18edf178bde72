/** Answers to the geography questions children ask most, each found by a pattern over the question. */
export interface GeoAnswer {
  id: string;
  /** Tested against the lower-cased question. */
  pattern: RegExp;
  answer: string;
}

/** "tallest mountain" or "which mountain is the tallest": either word order. */
function most(adjectives: string, nouns: string): RegExp {
  return new RegExp(`\\b(?:${adjectives}) (?:${nouns})\\b|\\b(?:${nouns})\\b[^.?!]*\\b(?:${adjectives})\\b`);
}

export const GEO_ANSWERS: readonly GeoAnswer[] = [
  // Biggest, longest, tallest, deepest
  { id: 'tallest-mountain', pattern: new RegExp(`${most('tallest|highest|biggest', 'mountains?').source}|\\beverest\\b`), answer: 'Mount Everest is the tallest mountain in the world, about 8,849 metres high. It is in the Himalayas, on the border of Nepal and China.' },
  { id: 'longest-river', pattern: most('longest|biggest', 'rivers?'), answer: 'The Nile in Africa is usually called the longest river in the world, about 6,650 kilometres long. The Amazon in South America is nearly as long and carries the most water.' },
  { id: 'biggest-ocean', pattern: new RegExp(`${most('biggest|largest|deepest', 'oceans?').source}|\\bpacific\\b`), answer: 'The Pacific Ocean is the biggest and deepest ocean. It is bigger than all the land on Earth put together!' },
  { id: 'deepest-place', pattern: /\bdeepest (?:place|point|part|spot)\b|\bmariana|\bdeepest (?:part of the )?(?:sea|ocean) (?:floor|bottom)/, answer: 'The deepest place in the ocean is the Mariana Trench in the Pacific Ocean. It is so deep that Mount Everest would fit inside it with lots of water on top!' },
  { id: 'biggest-desert', pattern: most('biggest|largest', 'deserts?'), answer: 'The biggest desert is Antarctica, because a desert is any place with very little rain or snow. The biggest hot desert is the Sahara in Africa.' },
  { id: 'biggest-country', pattern: most('biggest|largest', 'country|countries'), answer: 'Russia is the biggest country in the world. It is so wide that when children in the west are going to bed, children in the east are waking up!' },
  { id: 'smallest-country', pattern: most('smallest|tiniest', 'country|countries'), answer: 'Vatican City is the smallest country in the world. It is inside the city of Rome in Italy, and you can walk across it in about 15 minutes.' },
  { id: 'biggest-continent', pattern: most('biggest|largest|smallest', 'continents?'), answer: 'Asia is the biggest continent, and more people live there than anywhere else. Australia is the smallest continent.' },
  { id: 'biggest-city', pattern: new RegExp(`${most('biggest|largest', 'city|cities').source}|\\bcity with the most people\\b`), answer: 'Tokyo in Japan is the biggest city in the world, with more than 35 million people living in and around it.' },
  { id: 'most-people', pattern: /\bmost people\b|\bmost populated\b/, answer: 'India and China have the most people of any countries, each more than 1.4 billion!' },
  { id: 'biggest-island', pattern: most('biggest|largest', 'islands?'), answer: 'Greenland is the biggest island in the world. Most of it is covered by a thick sheet of ice.' },
  { id: 'biggest-lake', pattern: most('biggest|largest|deepest', 'lakes?'), answer: 'The Caspian Sea is the biggest lake in the world, even though it is called a sea. Lake Baikal in Russia is the deepest lake.' },
  { id: 'tallest-waterfall', pattern: most('tallest|highest|biggest', 'waterfalls?'), answer: 'Angel Falls in Venezuela is the tallest waterfall in the world. The water falls almost one kilometre!' },
  { id: 'biggest-rainforest', pattern: /\b(?:biggest|largest) (?:rain ?forest|jungle|forest)\b|\bamazon rain ?forest\b/, answer: 'The Amazon in South America is the biggest rainforest in the world, and most of it is in Brazil. Jaguars, sloths and colourful parrots live there.' },
  { id: 'tallest-building', pattern: most('tallest|highest', 'buildings?|towers?|skyscrapers?'), answer: 'The Burj Khalifa in Dubai, in the United Arab Emirates, is the tallest building in the world. It is more than 800 metres tall!' },
  { id: 'hottest-place', pattern: /\bhottest (?:place|country|continent)\b/, answer: 'Death Valley in the USA has had the hottest air ever measured on Earth. Africa is the hottest continent.' },
  { id: 'coldest-place', pattern: /\bcoldest (?:place|country|continent)\b/, answer: 'Antarctica is the coldest place on Earth. It can get much colder than any freezer!' },
  { id: 'driest-place', pattern: /\bdriest (?:place|desert|country)\b/, answer: 'The Atacama Desert in Chile is one of the driest places on Earth. Some parts have had almost no rain for many years.' },
  { id: 'wettest-place', pattern: /\b(?:wettest|rainiest) (?:place|country)\b|\brains? the most\b/, answer: 'Some villages in the hills of India, like Mawsynram, get more rain than almost anywhere else on Earth.' },

  // Why and how
  { id: 'desert-dry', pattern: /\bwhy (?:are|is) (?:the )?deserts? (?:so )?(?:dry|hot|sandy)\b|\bwhy (?:doesn'?t|does ?n'?t|does not|don'?t) it rain in (?:the )?deserts?\b|\bwhat is a desert\b/, answer: 'Deserts are dry because hardly any rain falls there. Often mountains block the rain clouds, or the air there is warm and dry and does not make clouds.' },
  { id: 'penguins', pattern: /\bpenguins?\b/, answer: 'Penguins live in the southern half of the world, most of them around icy Antarctica. Some live in warmer places too, like South Africa, Australia and the Galápagos Islands!' },
  { id: 'polar-bears', pattern: /\bpolar bears?\b|\blives? in the arctic\b|\barctic animals?\b/, answer: 'Polar bears live in the Arctic, the icy land and sea around the North Pole. Arctic foxes, walruses, seals and snowy owls live there too.' },
  { id: 'kangaroos', pattern: /\bkangaroos?\b|\bkoalas?\b/, answer: 'Kangaroos and koalas live in Australia, and nowhere else in the wild. A baby kangaroo, called a joey, rides in its mum\'s pouch.' },
  { id: 'salty-sea', pattern: /\bwhy is the (?:sea|ocean) salty\b|\bsalt(?:y)? (?:sea|ocean|water)\b/, answer: 'Rain washes tiny bits of salt out of rocks, and rivers carry it to the sea. The Sun dries up some sea water, but the salt stays behind.' },
  { id: 'volcano', pattern: /\bvolcano(?:e?s)?\b/, answer: 'A volcano is a mountain with hot melted rock, called lava, deep inside it. When it erupts, lava, ash and smoke come out of the top.' },
  { id: 'mountains-made', pattern: /\bhow (?:are|were|do) mountains?\b|\bhow (?:is|was) a mountain\b/, answer: 'Most mountains were made when huge pieces of the Earth\'s crust pushed into each other very, very slowly, over millions of years, and folded up the land.' },
  { id: 'earthquake', pattern: /\bearthquakes?\b/, answer: 'An earthquake happens when big pieces of the ground deep under us slip and shake. Grown-ups and scientists help keep people safe when it happens.' },
  { id: 'rivers-go', pattern: /\bwhere do rivers\b|\bhow do rivers\b|\bwhat is a river\b/, answer: 'A river starts high up, from rain, melting snow or a spring, and flows downhill. Most rivers end up in the sea.' },
  { id: 'island', pattern: /\bwhat is an island\b/, answer: 'An island is land with water all around it. Some are tiny, and some are so big that millions of people live on them, like Great Britain or Japan.' },
  { id: 'seasons', pattern: /\bseasons?\b|\bwhy is it (?:summer|winter)\b|\bsummer (?:in australia )?at christmas\b/, answer: 'We have seasons because the Earth is tilted. When your half of the Earth leans toward the Sun it is summer, and when it leans away it is winter.' },
  { id: 'equator', pattern: /\bequator\b/, answer: 'The equator is an imaginary line around the middle of the Earth. Places near it are warm all year round.' },
  { id: 'poles', pattern: /\b(?:north|south) pole\b|\bpoles\b/, answer: 'The North Pole and the South Pole are the very top and bottom of the Earth. They are icy cold because the sunlight there is weak and low.' },
  { id: 'time-zones', pattern: /\btime zones?\b|\bwhy is it (?:night|day) in\b|\bdifferent times?\b/, answer: 'The Earth spins, so the Sun shines on one side while the other side has night. That is why it can be morning for you and bedtime for a child far away.' },
  { id: 'tornado', pattern: /\btornado(?:e?s)?\b/, answer: 'A tornado is a spinning tube of wind that reaches down from a storm cloud to the ground. Its wind spins very fast.' },
  { id: 'hurricane', pattern: /\bhurricanes?\b|\btyphoons?\b|\bcyclones?\b/, answer: 'A hurricane is a giant storm that forms over warm oceans, with strong winds and lots of rain. In Asia the same kind of storm is called a typhoon.' },
  { id: 'rain', pattern: /\bwhy does it rain\b|\bwhere does rain come from\b|\bhow (?:is|does) rain\b/, answer: 'The Sun warms water in seas and puddles, and it rises as tiny drops that make clouds. When the drops get big and heavy, they fall as rain.' },
  { id: 'snow', pattern: /\bwhy does it snow\b|\bhow is snow made\b|\bwhat is snow\b/, answer: 'Snow falls when it is so cold up in the clouds that the water freezes into tiny ice crystals. Every snowflake has six sides.' },
  { id: 'map', pattern: /\bwhat is a map\b|\bhow do maps work\b/, answer: 'A map is a drawing of a place seen from above. It helps you find your way, and a compass shows north, south, east and west.' },
  { id: 'globe', pattern: /\bwhat is a globe\b|\bwhy is the earth round\b|\bis the earth round\b/, answer: 'A globe is a round model of the Earth, because the Earth is shaped like a ball. It shows the land, the oceans and the countries.' },

  // How many
  { id: 'how-many-countries', pattern: /\bhow many countries\b/, answer: 'There are about 195 countries in the world!' },
  { id: 'how-many-continents', pattern: /\bhow many continents\b|\bname the continents\b|\bwhat are the continents\b/, answer: 'There are 7 continents: Africa, Antarctica, Asia, Australia (also called Oceania), Europe, North America and South America.' },
  { id: 'how-many-oceans', pattern: /\bhow many oceans\b|\bname the oceans\b|\bwhat are the oceans\b/, answer: 'There are 5 oceans: the Pacific, Atlantic, Indian, Southern and Arctic Oceans. They are all joined together!' },
];

/** The first answer whose pattern matches, or undefined. */
export function findGeoAnswer(question: string): GeoAnswer | undefined {
  const text = question.toLowerCase().replace(/[’]/g, "'");
  return GEO_ANSWERS.find((a) => a.pattern.test(text));
}
