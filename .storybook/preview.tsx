import type { Decorator, Preview } from '@storybook/react-vite';
import { MessagesProvider } from '@marketplace/agency-screens/messages';
import { en } from '@marketplace/domain';
import { ar } from '@marketplace/domain/ar';
import { I18nProvider, ThemeProvider } from '@marketplace/ui';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { viewports } from './viewports';

// A wait ends as soon as what it waits for shows; its limit only catches a hang. Story tests run two
// browsers on a two-core machine, where the first story of a file also waits for Vite to transform
// what it loads lazily (papaparse's worker, lexical, maplibre): seconds, not the 1 s default.
configure({ asyncUtilTimeout: 20_000 });

/** The story's document in the language chosen: `lang` and `dir` on its root, set before the story paints. */
function DocumentLocale({ locale, children }: { locale: 'en' | 'ar'; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = locale === 'ar' ? 'rtl' : 'ltr';
  }, [locale]);
  return children;
}

/**
 * The toolbar's Locale (global `locale`, also from the URL: `iframe.html?id=<story>&globals=locale:ar`):
 * the story wrapped as an embedder does, in a catalogue (MessagesProvider), react-aria's locale
 * (I18nProvider) and the document's direction: English (the screens' own default catalogue, en-US) or
 * Arabic (ar-AE, right to left). Both languages have the same wrappers, so switching re-renders the
 * story in place and keeps the state its play function left (a different tree would remount it). Play
 * functions assert English copy, so story tests run in English (`initialGlobals`).
 */
const withLocale: Decorator = (Story, { globals }) => {
  const locale = globals.locale === 'ar' ? 'ar' : 'en';
  return (
    <DocumentLocale locale={locale}>
      <I18nProvider locale={locale === 'ar' ? 'ar-AE' : 'en-US'}>
        <MessagesProvider messages={locale === 'ar' ? ar : en}>
          <Story />
        </MessagesProvider>
      </I18nProvider>
    </DocumentLocale>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader()],
  beforeEach() {
    // react-aria's live announcer outlives a story; a stale message would point at an element
    // of the previous story and fail that story's successor's axe check.
    document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
  },
  globalTypes: {
    locale: {
      description: 'Language of the copy, with its direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'ltr' },
          { value: 'ar', title: 'العربية', right: 'rtl' },
        ],
        dynamicTitle: true,
      },
    },
  },
  decorators: [
    withLocale,
    (Story) => (
      // A fresh SWR cache per story, so no story sees another's data.
      <SWRConfig value={{ provider: () => new Map() }}>
        <ThemeProvider>
          <Story />
        </ThemeProvider>
      </SWRConfig>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: viewports },
    // react-aria's live announcer holds off-screen copies for 7 s; one that names an element by id
    // (a dialog's title) outlives the element, and an axe run in that window flags the copy, not the page.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
    locale: 'en',
  },
};

export default preview;
