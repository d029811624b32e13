// `pnpm bench` page: the pure Inquiry Management view over `?count=` seeded enquiries, timed by benchApi.
import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { ThemeProvider } from '@marketplace/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBenchApi, type EnquiryBenchApi } from './benchApi';
import { InquiryHarness } from './InquiryHarness';
import { firstPage, RowsHarness } from './RowsHarness';

declare global {
  interface Window {
    __enquiryBench?: EnquiryBenchApi;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The bench page has no #root element.');

const query = new URLSearchParams(window.location.search);
const count = Number(query.get('count') ?? 1000);
// `?part=rows`: only the table of the first page, for timing the list's own first render.
const rowsOnly = query.get('part') === 'rows';
// Seeded before the clock starts: the bench times the view, not the fixtures.
const enquiries = createSeedData(undefined, { enquiryCount: count }).enquiries.map(({ enquiry }) => enquiry);
const rows = rowsOnly ? firstPage(enquiries) : [];
const bench = createBenchApi(enquiries, { search: en.enquiries.searchLabel, sortColumn: en.enquiries.columns.name });
window.__enquiryBench = bench.api;

const root = createRoot(container);
// Marks for profiling tools (a trace shows them): the first render runs from here to 'bench:dom-shows'.
performance.mark('bench:render-start');
bench.measureMount();
root.render(
  <StrictMode>
    <ThemeProvider>
      {rowsOnly ? <RowsHarness rows={rows} /> : <InquiryHarness enquiries={enquiries} onApplied={bench.applied} />}
    </ThemeProvider>
  </StrictMode>,
);
