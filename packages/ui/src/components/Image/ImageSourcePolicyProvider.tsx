import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { isAllowedImageSource, type ImageSourcePolicy } from './imageSourcePolicy';

/** Without a provider only the page's own pictures (and those it made itself) are shown. */
const ImageSourcePolicyContext = createContext<ImageSourcePolicy>({ allowedOrigins: [] });

export interface ImageSourcePolicyProviderProps {
  /** Origins whose pictures `Image` and `Avatar` show, e.g. the media host and the API's. */
  allowedOrigins: readonly string[];
  children: ReactNode;
}

/**
 * Says which hosts' pictures `Image` and `Avatar` inside it request. A picture from another host is
 * treated as missing (the fallback picture, the initials), never requested.
 */
export function ImageSourcePolicyProvider({ allowedOrigins, children }: ImageSourcePolicyProviderProps) {
  const key = allowedOrigins.join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's content, not its identity
  const policy = useMemo(() => ({ allowedOrigins }), [key]);
  return <ImageSourcePolicyContext.Provider value={policy}>{children}</ImageSourcePolicyContext.Provider>;
}

/** A filter of picture addresses under the nearest policy: an address not to request becomes undefined. */
export function useImageSourceFilter(): (source: string | null | undefined) => string | undefined {
  const policy = useContext(ImageSourcePolicyContext);
  return useCallback(
    (source) => (source && typeof window !== 'undefined' && isAllowedImageSource(source, window.location.origin, policy) ? source : undefined),
    [policy],
  );
}
