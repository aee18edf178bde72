import { createRequire } from 'node:module';
import path from 'node:path';
import { pictureIdSchema, pictureUrl, type StoryImage } from '../../../contract/writing';
import type { PictureHit } from '../../../content/writing';
import index from '../../../content/writing/pictures.json';

const byId = new Map<string, PictureHit>((index.pictures as PictureHit[]).map((picture) => [picture.id, picture]));

/** The bundled picture with this id, or undefined when it is not one of ours. */
export function findPicture(id: string): PictureHit | undefined {
  return pictureIdSchema.safeParse(id).success ? byId.get(id) : undefined;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A picture as the writing pad shows it: our own URL, a readable name, a few keywords. */
export function toStoryImage(picture: PictureHit): StoryImage {
  const alt = capitalise(picture.name.replace(/:/g, ' ').replace(/\s+/g, ' ').trim()).slice(0, 100);
  const description = picture.keywords.filter((k) => k !== picture.name).slice(0, 8).join(', ').slice(0, 300);
  return { id: picture.id, url: pictureUrl(picture.id), alt, description };
}

/** The folder that holds the OpenMoji colour SVGs (from the installed `openmoji` package). */
export function openmojiSvgDir(): string {
  const packageJson = createRequire(import.meta.url).resolve('openmoji/package.json');
  return path.join(path.dirname(packageJson), 'color', 'svg');
}

/** The installed OpenMoji version, part of each picture's ETag. */
export function openmojiVersion(): string {
  const version = (createRequire(import.meta.url)('openmoji/package.json') as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0';
}
