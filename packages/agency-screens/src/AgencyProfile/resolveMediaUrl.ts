import type { ApiClient } from '@marketplace/api-client';

/**
 * Profiles store their pictures as property-host paths (`/api/media/{name}`); an `<img>` on a page
 * served elsewhere needs the host in front. Absolute URLs and empty values pass unchanged.
 */
export function resolveMediaUrl(client: Pick<ApiClient, 'url'>, value: string | null | undefined): string | null | undefined {
  return value && value.startsWith('/') ? client.url('property', value) : value;
}
