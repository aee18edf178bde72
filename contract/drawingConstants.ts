/** Drawing constants shared by client and server (spec part 1 §9), with no zod, so the client bundle stays small. */
export const BRUSH_WIDTH = 5;
export const ERASER_WIDTH = 20;
export const CANVAS_HEIGHT = 400;

/** Stamp sizes 24 to 80 in steps of 8; 48 (Large) is the default. */
export const STAMP_SIZE_MIN = 24;
export const STAMP_SIZE_MAX = 80;
export const STAMP_SIZE_STEP = 8;
export const DEFAULT_STAMP_SIZE = 48;

/** The fixed sentence a shared drawing carries (spec §7), in the activities conversation. */
export const DRAWING_SHARE_CONTENT = 'I made a drawing for you! 🎨';
export const DRAWING_SHARE_CATEGORY = 'activities' as const;

/** The gallery shows at most this many of the newest drawings. */
export const DRAWINGS_LIST_LIMIT = 100;
