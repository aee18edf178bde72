/** Photo album constants shared by client and server (spec part 2 §9), with no zod, so the client bundle stays small. */
export const PHOTO_CATEGORIES = ['general', 'family', 'friends', 'pets', 'activities'] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

/** How the photo got into the album. */
export const PHOTO_IMAGE_TYPES = ['camera', 'upload'] as const;
export type PhotoImageType = (typeof PHOTO_IMAGE_TYPES)[number];

/** A photo file may be at most 5 MB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Base64 grows bytes by 4/3; the data URL prefix adds a little more. */
export const MAX_PHOTO_DATA_URL_LENGTH = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 64;
export const MAX_PHOTO_TITLE_LENGTH = 80;
export const MAX_PHOTO_DESCRIPTION_LENGTH = 500;

/** Camera capture: front-facing, ideally 1280×720, saved as JPEG at quality 0.8. */
export const CAMERA_IDEAL_WIDTH = 1280;
export const CAMERA_IDEAL_HEIGHT = 720;
export const CAMERA_JPEG_QUALITY = 0.8;

/** Share codes: 8 characters A–Z0–9, made on the server. */
export const SHARE_CODE_LENGTH = 8;
export const SHARE_CODE_PATTERN = /^[A-Z0-9]{8}$/;

/** The public page of a shared photo: `{origin}/shared/photo/{code}`. */
export function photoShareLink(origin: string, code: string): string {
  return `${origin}/shared/photo/${code}`;
}
