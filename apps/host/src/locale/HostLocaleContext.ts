import { createContext, useContext } from 'react';
import type { LoadedLocale } from './hostLocale';

/** The language shown and how to show another (App holds it; the panel's profile menu switches it). */
export interface HostLocaleState extends LoadedLocale {
  /** Shows a language whose catalogue has loaded: copy, react-aria's locale and the page's direction at once. */
  readonly show: (next: LoadedLocale) => void;
}

export const HostLocaleContext = createContext<HostLocaleState>({ locale: 'en', messages: undefined, show: () => undefined });

export const useHostLocale = () => useContext(HostLocaleContext);
