import { defineEntries } from '../types';

export const FOOD_ENTRIES = defineEntries('food', [
]);
