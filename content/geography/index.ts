export { COUNTRIES, countriesIn, countryByCode, countryForFeature, countryName, flagEmoji, withArticle, type Country } from './countries';
export { REGION_IDS, isRegionId, type RegionId } from './regionIds';
export { REGIONS, REGION_LIST, type Region } from './regions';
export { GEO_TOPICS, geographyRegionMessage, geographyTopicMessage, isGeoTopic, parseTopicMessage, type GeoTopic } from './topics';
export { GEO_ANSWERS, findGeoAnswer } from './questions';
export { geographyReply, type GeographyQuestion } from './reply';
