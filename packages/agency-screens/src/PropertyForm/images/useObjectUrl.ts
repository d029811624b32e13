import { useEffect, useMemo, useRef } from 'react';

/**
 * A blob: URL of a chosen file, for its preview; revoked once the file is replaced or the caller
 * unmounts, since each URL holds its file in memory until then.
 */
export function useObjectUrl(file: Blob | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  const inUse = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (url === undefined) return undefined;
    inUse.current = url;
    return () => {
      inUse.current = undefined;
      // Strict mode runs an effect's cleanup and the effect again at once: only a URL no run took
      // back by the next task is gone for good.
      setTimeout(() => {
        if (inUse.current !== url) URL.revokeObjectURL(url);
      }, 0);
    };
  }, [url]);
  return url;
}
