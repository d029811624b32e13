// `pnpm bench` page: the pure Inquiry Management view over `?count=` seeded enquiries, timed by benchApi.
import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { ThemeProvider } from '@marketplace/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBenchApi, type EnquiryBenchApi } from './benchApi';
import { InquiryHarness } from './InquiryHarness';

declare global {
  interface Window {
    __enquiryBench?: EnquiryBenchApi;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The bench page has no #root element.');

const count = Number(new URLSearchParams(window.location.search).get('count') ?? 1000);
// Seeded before the clock starts: the bench times the view, not the fixtures.
const enquiries = createSeedData(undefined, { enquiryCount: count }).enquiries.map(({ enquiry }) => enquiry);
const bench = createBenchApi(enquiries, { search: en.enquiries.searchLabel, sortColumn: en.enquiries.columns.name });
window.__enquiryBench = bench.api;

const root = createRoot(container);
bench.measureMount();
root.render(
  <StrictMode>
    <ThemeProvider>
      <InquiryHarness enquiries={enquiries} onApplied={bench.applied} />
    </ThemeProvider>
  </StrictMode>,
);
