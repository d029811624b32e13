import { createContext } from 'react';

/** Lets the narrow-screen drawer close itself when a sidebar link is followed. */
export const SidebarNavContext = createContext<{ onNavigate?: () => void }>({});
