import type { PanelLanguage } from '@marketplace/agency-screens/agency-panel';
import { loadLocale, localeStorageKey, type HostLocale } from './hostLocale';
import type { HostLocaleState } from './HostLocaleContext';

/** The languages of the profile menu, each named in its own language (the same in every locale). */
export const hostLanguages: readonly PanelLanguage[] = [
  { id: 'en', name: 'English', lang: 'en' },
  { id: 'ar', name: 'العربية', lang: 'ar' },
];

export function isHostLocale(id: string): id is HostLocale {
  return id === 'en' || id === 'ar';
}

/**
 * The locale react-aria and the screens' dates and numbers use. Arabic is the UAE's ('ar-AE', Western
 * digits forced by the formats). English is the browser's own English when it has one (an en-GB or
 * en-US reader keeps their date order, as before the switch existed), else the UAE's ('en-AE'): never
 * the browser's other language, which would put Arabic dates or right-to-left keys into English pages.
 */
export function localeTag(locale: HostLocale, languages: readonly string[] = globalThis.navigator?.languages ?? []): string {
  if (locale === 'ar') return 'ar-AE';
  return languages.find((language) => /^en(-|$)/i.test(language)) ?? 'en-AE';
}

/** Keeps the choice for the next visit; a refused storage (private mode, quota) only loses that. */
export function storeLocale(locale: HostLocale, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(localeStorageKey, locale);
  } catch {
    // The page still switches; the next visit starts in English.
  }
}

/**
 * Switches the page to `locale`: loads its catalogue (Arabic's chunk), keeps the choice, then shows it
 * in one render (copy, react-aria's locale, `lang` and `dir`), without a reload and without remounting
 * anything, so a form being filled in keeps what was typed. A catalogue that fails to load rejects
 * (the Application Error dialog says so) and the page stays as it was.
 */
export async function switchLocale(locale: HostLocale, { show }: Pick<HostLocaleState, 'show'>): Promise<void> {
  const loaded = await loadLocale(locale);
  storeLocale(locale);
  show(loaded);
}
