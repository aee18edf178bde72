import { defineEntries } from '../types';

export const SPORTS_ENTRIES = defineEntries('sports', [
]);
