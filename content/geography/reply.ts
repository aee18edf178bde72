import { firstSentences, joinParts } from '../companion/style';
import { createRandom, hashString, type Random } from '../random';
import { COUNTRIES, withArticle, type Country } from './countries';
import { findCountry, findRegion, normalize } from './lookup';
import { findGeoAnswer } from './questions';
import { REGIONS, type Region } from './regions';
import type { RegionId } from './regionIds';
import { TOPIC_FACTS, parseTopicMessage, type GeoTopic } from './topics';

export interface GeographyQuestion {
  text: string;
  childAge: number;
  seed: number;
}

const OPENERS = ['Great question!', 'Ooh, I love exploring!', "Let's explore!", 'What a good question!', 'Pack your bags, explorer!'];
const FOLLOW_UPS = [
  'Where in the world would you like to go next?',
  'Can you find it on the globe?',
  'What would you pack for a trip there?',
  'Would you like to explore another place?',
];

const TOPIC_NOUNS: Record<GeoTopic, string> = {
  countries: 'country',
  cities: 'city',
  mountains: 'mountain',
  oceans: 'ocean',
  animals: 'animal',
  weather: 'weather',
};

type Facet = 'animals' | 'mountains' | 'rivers' | 'weather' | 'countries' | 'places';

const FACETS: readonly [Facet, RegExp][] = [
  ['animals', /\banimals?\b|\bcreatures?\b|\bwildlife\b|\bwhat lives\b/],
  ['mountains', /\bmountains?\b|\btallest\b|\bhighest\b|\bpeaks?\b/],
  ['rivers', /\brivers?\b|\blongest\b/],
  ['weather', /\bweather\b|\bclimate\b|\bhot\b|\bcold\b|\brain\b|\bsnow\b/],
  ['countries', /\bcountries\b|\bcountry\b|\bnations?\b/],
  ['places', /\bplaces?\b|\bvisit\b|\bsee\b|\bfamous\b|\bcities\b|\bcity\b/],
];

function facetOf(text: string): Facet | undefined {
  return FACETS.find(([, pattern]) => pattern.test(text))?.[0];
}

/** "a, b and c" */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

const capitalizeFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A few well-known countries of the region, first the ones with a fact a child may know. */
function someCountries(region: Region, countries: readonly Country[], count: number): string[] {
  const famous: Record<RegionId, readonly string[]> = {
    'north-america': ['CA', 'US', 'MX', 'CU', 'JM'],
    'south-america': ['BR', 'AR', 'PE', 'CL', 'CO'],
    europe: ['FR', 'DE', 'IT', 'ES', 'GB'],
    africa: ['EG', 'KE', 'NG', 'ZA', 'MA'],
    asia: ['CN', 'IN', 'JP', 'TH', 'IR'],
    australia: ['AU', 'NZ', 'PG', 'FJ', 'VU'],
  };
  return famous[region.id]
    .map((code) => countries.find((c) => c.code === code))
    .filter((c): c is Country => c !== undefined)
    .slice(0, count)
    .map((c) => withArticle(c.names.en));
}

function regionFacet(region: Region, facet: Facet): string {
  switch (facet) {
    case 'animals':
      return `Animals like ${listOf(region.animals.slice(0, 5))} live in ${region.name}.`;
    case 'mountains':
      return `${region.mountainFact} Other mountains in ${region.name} include ${listOf(region.mountains.slice(1))}.`;
    case 'rivers':
      return `${region.riverFact} Big rivers in ${region.name} include ${listOf(region.rivers)}.`;
    case 'weather':
      return region.weather;
    case 'countries': {
      const all = COUNTRIES.filter((c) => c.region === region.id);
      return `On our globe you can tap ${all.length} countries and lands in ${region.name}! Some of them are ${listOf(someCountries(region, all, 5))}.`;
    }
    case 'places':
      return `Famous places in ${region.name} include ${listOf(region.famousPlaces.slice(0, 4))}.`;
  }
}

export function regionReply(regionId: RegionId, childAge: number, random: Random): string {
  const region = REGIONS[regionId];
  const inRegion = COUNTRIES.filter((c) => c.region === regionId);
  const young = childAge <= 5;
  return joinParts(
    random.pick(OPENERS),
    region.description,
    !young && `Countries there include ${listOf(someCountries(region, inRegion, 4))}.`,
    `You could see ${listOf(region.famousPlaces.slice(0, young ? 2 : 3))}.`,
    `Animals like ${listOf(region.animals.slice(0, young ? 3 : 4))} live there.`,
    !young && region.mountainFact,
    !young && region.weather,
    random.pick(FOLLOW_UPS),
  );
}

export function countryReply(country: Country, question: string, childAge: number, random: Random): string {
  const name = withArticle(country.names.en);
  const Name = capitalizeFirst(name);
  const where = country.region ? `${Name} is in ${REGIONS[country.region].name}.` : '';
  const capital = country.capital ? `The capital city of ${name} is ${country.capital}.`.replace(/\.\.$/, '.') : '';
  const fact = country.fact ? (childAge <= 5 ? firstSentences(country.fact, 1) : country.fact) : '';
  if (/\bcapital\b/.test(question) && capital) return joinParts(random.pick(OPENERS), capital, where, country.flag);
  if (/\bflag\b/.test(question)) return joinParts(`Here is the flag of ${name}: ${country.flag}`, fact, random.pick(FOLLOW_UPS));
  if (/\bwhere\b/.test(question) && where) return joinParts(random.pick(OPENERS), where, capital, random.pick(FOLLOW_UPS));
  return joinParts(`${country.flag} ${Name}!`, fact, capital, childAge > 5 && where, random.pick(FOLLOW_UPS));
}

export function topicReply(topic: GeoTopic, random: Random, knewQuestion: boolean): string {
  const [first, second] = random.shuffle(TOPIC_FACTS[topic]);
  return joinParts(
    knewQuestion ? random.pick(OPENERS) : "Hmm, I'm not sure about that one, but here's something fun!",
    first,
    second,
    random.pick(FOLLOW_UPS),
  );
}

/**
 * The offline answer to a geography question, or undefined when it is not one this module knows
 * (the general companion then answers). Handles the globe's region messages ("Tell me about Europe!"),
 * topic tiles ("Mountains: which is the tallest?"), any country on the map, and the common questions.
 */
export function geographyReply(question: GeographyQuestion): string | undefined {
  const random = createRandom((question.seed ^ hashString(question.text.toLowerCase())) >>> 0);
  const topicMessage = parseTopicMessage(question.text);
  const words = topicMessage ? topicMessage.question : question.text;
  if (topicMessage && words === '') return topicReply(topicMessage.topic, random, true);

  const text = normalize(words);
  const countryMatch = findCountry(text);
  const facet = facetOf(text);
  // "Australia" is a country and the region's name: it is the country only when asked about as one.
  const australiaAsCountry = countryMatch?.country.code === 'AU' && /\b(?:capital|flag|country)\b/.test(text);
  const country = countryMatch && (countryMatch.country.code !== 'AU' || australiaAsCountry) ? countryMatch.country : undefined;
  const region = findRegion(country ? (countryMatch?.rest ?? text) : text);

  if (region && !country && facet) {
    return joinParts(random.pick(OPENERS), regionFacet(REGIONS[region], facet), random.pick(FOLLOW_UPS));
  }
  if (country) return countryReply(country, text, question.childAge, random);

  // "Oceans: which is the biggest?" means the biggest ocean.
  const answer = findGeoAnswer(text) ?? (topicMessage ? findGeoAnswer(`${TOPIC_NOUNS[topicMessage.topic]} ${text}`) : undefined);
  if (answer) {
    const body = question.childAge <= 5 ? firstSentences(answer.answer, 2) : answer.answer;
    return joinParts(random.pick(OPENERS), body, random.pick(FOLLOW_UPS));
  }
  if (region) return regionReply(region, question.childAge, random);
  if (topicMessage) return topicReply(topicMessage.topic, random, false);
  return undefined;
}
