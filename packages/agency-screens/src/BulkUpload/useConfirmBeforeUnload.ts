import { useEffect } from 'react';

/**
 * While `active`, closing, reloading or leaving the page asks first: the browser shows its own
 * 'Leave site?' dialog (its wording cannot be set), so a running upload is not dropped by a stray click.
 */
export function useConfirmBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
