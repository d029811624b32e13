import * as z from 'zod';

/**
 * A media file uploaded from the bulk-upload screen, kept in the client-side list of generated URLs
 * (spec 1 section 3). `type` is the file's MIME type; `uploadedAt` an ISO date-time.
 */
export const uploadedMediaItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  type: z.string(),
  url: z.string().min(1),
  size: z.number().int().min(0),
  uploadedAt: z.iso.datetime({ offset: true }),
});

/** A media file in the client-side list. */
export type UploadedMediaItem = z.infer<typeof uploadedMediaItemSchema>;
