import type { Messages } from '@marketplace/domain';
import type { I18nProvider } from 'react-aria-components';

/** The languages the host offers: English (the specs' copy) and Arabic. */
export type HostLocale = 'en' | 'ar';

/** Where the choice is kept across reloads and tabs; a language is no secret, so localStorage. */
export const localeStorageKey = 'marketplace.locale';

/** The language shown and its catalogue: `ar` for Arabic; undefined for English, read group by group. */
export interface LoadedLocale {
  readonly locale: HostLocale;
  readonly messages: Messages | undefined;
  /**
   * react-aria's `I18nProvider`, loaded with Arabic, for the parts of the page outside the panel (the
   * sign-in page, the error dialog); the panel's route carries its own. Undefined in English until
   * Arabic has been shown once.
   */
  readonly I18nProvider?: typeof I18nProvider;
}

/** The stored choice; English when there is none, it is unreadable, or storage is refused. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): HostLocale {
  try {
    return storage?.getItem(localeStorageKey) === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The page's language and direction, on the root element: main.tsx sets them before React first
 * renders (no inline script: the Content-Security-Policy hashes the one index.html has), the app again
 * in the commit that shows another language, so every logical CSS property and react-aria overlay follows.
 */
export function applyDocumentLocale(locale: HostLocale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * A language with its catalogue loaded. Arabic is its own chunk, fetched only by a page that shows
 * Arabic, with react-aria's provider; English loads nothing (each screen falls back to its groups'
 * English objects).
 */
export async function loadLocale(locale: HostLocale): Promise<LoadedLocale> {
  if (locale === 'en') return { locale, messages: undefined };
  const { ar, I18nProvider } = await import('./arabic');
  return { locale, messages: ar, I18nProvider };
}
