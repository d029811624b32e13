import { useEffect } from 'react';

/** Names the browser tab after the page shown (the title a tab, history and a screen reader announce). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
