import { filterEnquiries, type Enquiry } from '@marketplace/domain';
import { useEffect } from 'react';

const chunkSize = 500;

// No enquiry contains it: matching it makes the domain lower-case and cache each enquiry's
// searchable text (its documented per-object cache) and keeps nothing.
const probe = '\u0000';

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
}

/**
 * Prepares the search while the page is idle after a list arrives, a few hundred enquiries at a
 * time, so the first keystroke over 10,000 enquiries costs a scan rather than lower-casing them all.
 */
export function useSearchIndexWarmup(enquiries: readonly Enquiry[] | undefined): void {
  useEffect(() => {
    if (!enquiries || enquiries.length === 0) return undefined;
    let start = 0;
    let cancel = () => undefined as void;
    const step = () => {
      filterEnquiries(enquiries.slice(start, start + chunkSize), { search: probe, status: 'ALL' });
      start += chunkSize;
      if (start < enquiries.length) cancel = whenIdle(step);
    };
    cancel = whenIdle(step);
    return () => cancel();
  }, [enquiries]);
}
