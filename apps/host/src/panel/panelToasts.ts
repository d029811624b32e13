import type { ToastContent } from '@marketplace/ui';
import { createContext, useContext, useMemo, useRef, useState, type ComponentType } from 'react';

/**
 * The panel's toasts, above the sections: a message a section shows as it sends the user elsewhere
 * ('Property added successfully!' on the way back to the chooser, 'Property updated successfully!'
 * on the way to a list) outlives the section that showed it.
 */
export interface PanelToasts {
  readonly show: (content: ToastContent) => void;
}

export const PanelToastsContext = createContext<PanelToasts | null>(null);

/** The panel's toasts, or null outside the panel. */
export function usePanelToasts(): PanelToasts | null {
  return useContext(PanelToastsContext);
}

/**
 * The panel's toast queue and region, loaded with the first toast: every panel route's first load is
 * budgeted, and most visits show none.
 */
export function usePanelToastHost(): { toasts: PanelToasts; Region: ComponentType | null } {
  const [Region, setRegion] = useState<ComponentType | null>(null);
  const loading = useRef<Promise<(content: ToastContent) => void> | null>(null);
  const toasts = useMemo<PanelToasts>(
    () => ({
      show(content) {
        loading.current ??= import('./panelToastRegion').then(({ createPanelToastRegion }) => {
          const { add, Region: Loaded } = createPanelToastRegion();
          setRegion(() => Loaded);
          return add;
        });
        void loading.current.then((add) => add(content));
      },
    }),
    [],
  );
  return { toasts, Region };
}
