import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { picturesEndpoints } from '../../../contract/writing';
import { registerEndpoints } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { findPicture, openmojiSvgDir, openmojiVersion } from './catalog';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * `GET /api/pictures/{ID}.svg`: the OpenMoji picture (CC BY-SA 4.0) for an id in our picture
 * index, and nothing else from the package. Public: the pictures are not personal.
 */
export function registerPictureRoutes(app: FastifyInstance, svgDir = openmojiSvgDir()): void {
  const version = openmojiVersion();
  registerEndpoints(app, picturesEndpoints, {
   'GET /api/pictures/:file': async ({ params: { file }, request, reply }) => {
    const match = /^(.+)\.svg$/.exec(file);
    const picture = match ? findPicture(match[1] as string) : undefined;
    if (!picture) throw new AppError('not_found', 'No such picture.');
    const etag = `"openmoji-${version}-${picture.id}"`;
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    let svg: Buffer;
    try {
      svg = await readFile(path.join(svgDir, `${picture.id}.svg`));
    } catch {
      throw new AppError('not_found', 'No such picture.');
    }
    return reply
      .header('content-type', 'image/svg+xml')
      .header('etag', etag)
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
   },
  });
}
