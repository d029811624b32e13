import { mediaLimits } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import { fileResponse, MultipartError, readUploadedFile, storeUploadedFile } from '../../multipart/uploads';
import { placeholderImage } from './placeholderImage';
import type { SessionRouteModule } from './sessionRouteModule';
import { requireBearer } from '../../http/requestGuards';

/**
 * The media contract (docs/decisions.md): `POST /api/media/upload` stores the multipart `file`
 * (optional `folder`, at most the shared 10 MB; 400 for an empty file or for markup such as HTML and
 * SVG) and answers its stored name as text; `GET /api/media/{name}` serves it back without a token,
 * since `<img>` sends none, as the type its bytes are (`fileResponse`: an accepted image or video,
 * else a download), never the type the uploader claimed. A name the seed
 * refers to but the store lacks gets a placeholder picture, so demo listings show images. A shared
 * store (demo mode) also serves what another tab uploaded.
 */
export const mediaRoutes: SessionRouteModule = ({ property, db }) => [
  property.post('/api/media/upload', async ({ request }) => {
    const denied = requireBearer(request, db.authTokens);
    if (denied) return denied;
    try {
      const { file, fields } = await readUploadedFile(request, { maxBytes: mediaLimits.sharedUploadMaxBytes });
      return HttpResponse.text(await storeUploadedFile(db.media, file, fields.folder ? { folder: fields.folder } : {}));
    } catch (error) {
      if (error instanceof MultipartError) return error.response();
      throw error;
    }
  }),
  property.get<{ filename: string }>('/api/media/:filename', async ({ params }) => {
    const own = db.media.get(params.filename);
    // The placeholder before the shared cache: a copy read back from there no longer says the sandbox drew it.
    if (!own && db.seedMedia.has(params.filename)) {
      const placeholder = placeholderImage(params.filename);
      db.media.share?.(params.filename, placeholder);
      return fileResponse(placeholder, params.filename);
    }
    return fileResponse(own ?? (await db.media.find?.(params.filename)), params.filename);
  }),
];
