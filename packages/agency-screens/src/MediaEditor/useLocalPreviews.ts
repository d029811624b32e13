import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Object URLs of chosen files, by id, so a picture or a video's first frame shows while it uploads
 * and afterwards without downloading it back; each is revoked when its item goes and on unmount.
 */
export function useLocalPreviews() {
  const [previews, setPreviews] = useState<Readonly<Record<string, string>>>({});
  const urls = useRef(new Map<string, string>());

  useEffect(() => {
    const all = urls.current;
    return () => {
      for (const url of all.values()) URL.revokeObjectURL(url);
      all.clear();
    };
  }, []);

  const addPreviews = useCallback((entries: readonly { id: string; file: File }[]) => {
    const added: Record<string, string> = {};
    for (const { id, file } of entries) {
      const url = URL.createObjectURL(file);
      urls.current.set(id, url);
      added[id] = url;
    }
    setPreviews((current) => ({ ...current, ...added }));
  }, []);

  const dropPreview = useCallback((id: string) => {
    const url = urls.current.get(id);
    if (url === undefined) return;
    URL.revokeObjectURL(url);
    urls.current.delete(id);
    setPreviews((current) => {
      const next = { ...current };
      delete next[id];
      return next;
    });
  }, []);

  return { previews, addPreviews, dropPreview };
}
