import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@marketplace/ui';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { viewports } from './viewports';

// A wait ends as soon as what it waits for shows; its limit only catches a hang. Story tests run two
// browsers on a two-core machine, where the first story of a file also waits for Vite to transform
// what it loads lazily (papaparse's worker, lexical, maplibre): seconds, not the 1 s default.
configure({ asyncUtilTimeout: 20_000 });

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader()],
  beforeEach() {
    // react-aria's live announcer outlives a story; a stale message would point at an element
    // of the previous story and fail that story's successor's axe check.
    document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
  },
  decorators: [
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
  },
};

export default preview;
