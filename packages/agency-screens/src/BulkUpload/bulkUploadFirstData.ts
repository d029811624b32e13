import type { FirstRenderInputs } from '../firstRenderData/firstRenderTypes';

/**
 * Bulk Upload's first-render data: none. Its first render shows the upload forms and the media list
 * kept in the tab; every request waits for something the user does.
 */
export function bulkUploadFirstData(_inputs: FirstRenderInputs): { readonly [name: string]: never } {
  return {};
}
