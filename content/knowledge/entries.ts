import { ANIMAL_ENTRIES } from './entries/animals';
import { ANIMAL_TRIVIA_ENTRIES } from './entries/animalTrivia';
import { BIG_QUESTION_ENTRIES } from './entries/bigQuestions';
import { BODY_ENTRIES } from './entries/body';
import { DINOSAUR_ENTRIES } from './entries/dinosaurs';
import { EVERYDAY_ENTRIES } from './entries/everyday';
import { FEELING_ENTRIES } from './entries/feelings';
import { FOOD_ENTRIES } from './entries/food';
import { GEOGRAPHY_ENTRIES } from './entries/geography';
import { HOME_SCIENCE_ENTRIES } from './entries/homeScience';
import { HOW_THINGS_WORK_ENTRIES } from './entries/howThingsWork';
import { MONEY_JOB_ENTRIES } from './entries/moneyJobs';
import { MORE_ANIMAL_ENTRIES } from './entries/moreAnimals';
import { MORE_BODY_ENTRIES } from './entries/moreBody';
import { MORE_NATURE_ENTRIES } from './entries/moreNature';
import { MORE_SPACE_ENTRIES } from './entries/moreSpace';
import { NATURE_ENTRIES } from './entries/nature';
import { OCEAN_ENTRIES } from './entries/oceans';
import { PLACE_ENTRIES } from './entries/places';
import { PLANT_ENTRIES } from './entries/plants';
import { ROUTINE_ENTRIES } from './entries/routines';
import { SCHOOL_ENTRIES } from './entries/school';
import { SPACE_ENTRIES } from './entries/space';
import { SPORTS_ENTRIES } from './entries/sports';
import { TECHNOLOGY_ENTRIES } from './entries/technology';
import { WEATHER_ENTRIES } from './entries/weather';
import { WHAT_IF_ENTRIES } from './entries/whatIf';
import type { KnowledgeEntry } from './types';

export const ALL_ENTRIES: readonly KnowledgeEntry[] = [
  ...ANIMAL_ENTRIES, ...SPACE_ENTRIES, ...BODY_ENTRIES, ...WEATHER_ENTRIES, ...NATURE_ENTRIES, ...PLANT_ENTRIES,
  ...OCEAN_ENTRIES, ...DINOSAUR_ENTRIES, ...HOW_THINGS_WORK_ENTRIES, ...EVERYDAY_ENTRIES, ...FEELING_ENTRIES,
  ...PLACE_ENTRIES, ...GEOGRAPHY_ENTRIES, ...SCHOOL_ENTRIES,
  ...HOME_SCIENCE_ENTRIES, ...SPORTS_ENTRIES, ...FOOD_ENTRIES, ...TECHNOLOGY_ENTRIES,
  ...ANIMAL_TRIVIA_ENTRIES, ...MORE_NATURE_ENTRIES, ...MORE_BODY_ENTRIES, ...MORE_SPACE_ENTRIES, ...MORE_ANIMAL_ENTRIES, ...MONEY_JOB_ENTRIES, ...WHAT_IF_ENTRIES, ...BIG_QUESTION_ENTRIES, ...ROUTINE_ENTRIES,
];
