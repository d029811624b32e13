import { Button, ThemeProvider } from '@marketplace/ui';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';

// Loaded on the click, as a property form opens the picker: the picker's code, maplibre-gl and the
// built-in basemap are what the bench counts.
const MapPicker = lazy(async () => ({ default: (await import('@marketplace/agency-screens/map-picker')).MapPicker }));

interface MapPickerBench {
  /** Resolves once the map has drawn its first frame with the basemap's data. */
  rendered(): Promise<{ ms: number; resources: { name: string; bytes: number }[] }>;
}

declare global {
  interface Window {
    __mapPickerBench?: MapPickerBench;
  }
}

let clickedAt = 0;

function App() {
  const [isOpen, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <Button
        onPress={() => {
          clickedAt = performance.now();
          setOpen(true);
        }}
      >
        Select Location
      </Button>
      <Suspense fallback={null}>
        {isOpen ? <MapPicker isOpen initialPoint={null} onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} /> : null}
      </Suspense>
    </ThemeProvider>
  );
}

window.__mapPickerBench = {
  rendered: () =>
    new Promise((resolve) => {
      const done = () => {
        const ms = performance.now() - clickedAt;
        const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime >= clickedAt)
          .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.decodedBodySize }));
        resolve({ ms, resources });
      };
      if (document.querySelector('[data-map-rendered]')) return done();
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-map-rendered]')) return;
        observer.disconnect();
        done();
      });
      observer.observe(document.body, { subtree: true, attributes: true, childList: true });
    }),
};

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
