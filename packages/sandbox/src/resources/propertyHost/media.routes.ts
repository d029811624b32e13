import { mediaLimits } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import { fileResponse, MultipartError, readUploadedFile, storeUploadedFile } from '../../multipart/uploads';
import { placeholderImage } from './placeholderImage';
import type { PropertyHostRouteModule } from './propertyHost.collections';
import { requireBearer } from '../../http/requestGuards';

/**
 * The media contract (docs/decisions.md): `POST /api/media/upload` stores the multipart `file`
 * (optional `folder`, at most the shared 10 MB) and answers its stored name as text;
 * `GET /api/media/{name}` serves it back without a token, since `<img>` sends none. A name the seed
 * refers to but the store lacks gets a placeholder picture, so demo listings show images. A shared
 * store (demo mode) also serves what another tab uploaded.
 */
export const mediaRoutes: PropertyHostRouteModule = ({ property, db }) => [
  property.post('/api/media/upload', async ({ request }) => {
    const denied = requireBearer(request);
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
    const stored = db.media.get(params.filename) ?? (await db.media.find?.(params.filename));
    if (!stored && db.seedMedia.has(params.filename)) {
      const placeholder = placeholderImage(params.filename);
      db.media.share?.(params.filename, placeholder);
      return fileResponse(placeholder, params.filename);
    }
    return fileResponse(stored, params.filename);
  }),
];
