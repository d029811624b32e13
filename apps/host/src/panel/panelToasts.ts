import type { ToastQueue } from '@marketplace/ui';
import { createContext, useContext } from 'react';

/**
 * The panel's toasts, above the sections: a message a section shows as it sends the user elsewhere
 * ('Property added successfully!' on the way back to the chooser, 'Property updated successfully!'
 * on the way to a list) outlives the section that showed it. Null outside the panel.
 */
export const PanelToastsContext = createContext<ToastQueue | null>(null);

export function usePanelToasts(): ToastQueue | null {
  return useContext(PanelToastsContext);
}
