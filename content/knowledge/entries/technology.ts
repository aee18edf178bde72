import { defineEntries } from '../types';

export const TECHNOLOGY_ENTRIES = defineEntries('technology', [
]);
