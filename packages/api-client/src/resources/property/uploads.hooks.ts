import { useSWRConfig } from 'swr';
import { keyStartsWith } from '../../swrKeys';
import { uploadPropertiesCsv, type CsvUploadInput, type CsvUploadOutcome } from './csvUpload';
import { uploadMedia, type MediaUploadInput, type UploadedMedia } from './media';
import { useUploadTask, type UploadTask } from './useUploadTask';

/** Uploads a media file (images, videos) with progress and cancel; the result holds the stored name and path. */
export function useMediaUpload(): UploadTask<MediaUploadInput, UploadedMedia> {
  return useUploadTask(uploadMedia);
}

/**
 * Uploads a properties CSV with progress and cancel (spec 1 section 2.2); after a success the
 * property lists and dashboard counters reload, since the upload created properties.
 */
export function useCsvUpload(): UploadTask<CsvUploadInput, CsvUploadOutcome> {
  const { mutate } = useSWRConfig();
  return useUploadTask(async (client, input: CsvUploadInput, options) => {
    const outcome = await uploadPropertiesCsv(client, input, options);
    await Promise.all([mutate(keyStartsWith('properties')), mutate(keyStartsWith('propertyCounts'))]);
    return outcome;
  });
}
