import { defaultEnquiryViewState, type Enquiry, type EnquirySort, type EnquiryViewState } from '@marketplace/domain';
import { expectedLeading, listChange, pickSearchCharacter, showsChange, sortAfterPress, type ListChange } from './expectedRows';
import { endOfTask, nextPaint, rowCount, rowTexts, whenDomShows, whenSettled } from './pageProbe';

/** One measured step, in milliseconds from its start. */
export interface StepTiming {
  /** To the DOM showing the result, style and layout done. */
  readonly ms: number;
  /** To the next painted frame (rounded to the frame clock). */
  readonly paintMs: number;
  /** Rows in the DOM once the page is quiet again. */
  readonly rows: number;
  /** Search only: keydown to the field showing the character (the view's synchronous work per keystroke). */
  readonly echoMs?: number;
}

/** The steps the driver runs, in order. */
export type StepName = 'mount' | 'sort' | 'search';

/** What the page offers the Node driver on `window.__enquiryBench`. */
export interface EnquiryBenchApi {
  readonly count: number;
  /** Accessible names the driver needs, from the message catalogue. */
  readonly labels: { readonly search: string; readonly sortColumn: string };
  /** Starts the sort step (a press on the Name header): timed from the header's pointerup. */
  armSort(): void;
  /** Starts the search step and returns the character to type: timed from the debounced change. */
  armSearch(): string;
  /** The step's timing once the list shows its result. */
  settle(step: StepName): Promise<StepTiming>;
}

/** The column the sort step presses: Name, a text column, so the order changes throughout. */
const sortColumn = 'name';

const sameSort = (a: EnquirySort, b: EnquirySort) => a.column === b.column && a.direction === b.direction;

/**
 * Measures the three steps against the harness. The harness reports each view state it applies
 * through `applied`. The rows each step should show are worked out with the same domain rules as
 * the view, before the step starts, so the bench's own sorting never counts in the view's time.
 */
export function createBenchApi(enquiries: readonly Enquiry[], labels: EnquiryBenchApi['labels']) {
  let viewState = defaultEnquiryViewState;
  let onApplied: ((next: EnquiryViewState, at: number) => void) | null = null;
  const steps = new Map<StepName, Promise<StepTiming>>();

  // Watches the DOM from now; the step's time runs from whenever `started` resolves.
  async function timeStep(change: ListChange, started: Promise<number>): Promise<StepTiming> {
    const describe = () =>
      `expected rows with ${change.present.join(', ')} and none with ${change.absent.join(', ')}; the DOM has ${rowCount()} rows`;
    const shown = whenDomShows(() => showsChange(rowTexts(), change), describe);
    const [start, end] = await Promise.all([started, shown]);
    const paint = await nextPaint();
    await whenSettled();
    return { ms: end - start, paintMs: paint - start, rows: rowCount() };
  }

  // Resolves with the time the expected view state is applied; rejects on any other change.
  function applied(expected: EnquiryViewState, matches: (next: EnquiryViewState) => boolean): Promise<number> {
    return new Promise((resolve, reject) => {
      onApplied = (next, at) => {
        onApplied = null;
        if (matches(next)) resolve(at);
        else reject(new Error(`bench: the view applied ${JSON.stringify(next)}, expected ${JSON.stringify(expected)}`));
      };
    });
  }

  function change(next: EnquiryViewState): ListChange {
    return listChange(enquiries, expectedLeading(enquiries, viewState, 3), next);
  }

  const api: EnquiryBenchApi = {
    count: enquiries.length,
    labels,
    armSort() {
      const next = { ...viewState, sort: sortAfterPress(viewState.sort, sortColumn) };
      const expected = change(next);
      let pressedAt: number | undefined;
      // Capturing on the window runs before any handler of the view.
      window.addEventListener('pointerup', () => (pressedAt = performance.now()), { capture: true, once: true });
      const started = applied(next, (state) => sameSort(state.sort, next.sort)).then((at) => Math.min(at, pressedAt ?? at));
      steps.set('sort', timeStep(expected, started));
    },
    armSearch() {
      const leading = expectedLeading(enquiries, viewState, 1)[0];
      if (!leading) throw new Error('bench: the list is empty before the search step');
      const character = pickSearchCharacter(enquiries, leading);
      const next = { ...viewState, search: character };
      const expected = change(next);
      // From the key going down to the end of the task that handles its input event (React renders
      // a discrete event's update before that task ends).
      const echo = new Promise<number>((resolve) => {
        let start: number | undefined;
        window.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
        window.addEventListener('input', () => void endOfTask().then((end) => resolve(end - (start ?? end))), { capture: true, once: true });
      });
      const started = applied(next, (state) => state.search === character);
      steps.set(
        'search',
        Promise.all([timeStep(expected, started), echo]).then(([timing, echoMs]) => ({ ...timing, echoMs })),
      );
      return character;
    },
    settle(step) {
      const timing = steps.get(step);
      if (!timing) throw new Error(`bench: step '${step}' was not started`);
      return timing;
    },
  };

  return {
    api,
    /** The harness calls this with each view state before it renders it. */
    applied(next: EnquiryViewState) {
      const at = performance.now();
      performance.mark('bench:applied');
      viewState = next;
      onApplied?.(next, at);
    },
    /** Times the first render: call it just before React is asked to render. */
    measureMount() {
      const expected = change(viewState);
      let start: (at: number) => void = () => undefined;
      steps.set('mount', timeStep(expected, new Promise((resolve) => (start = resolve))));
      start(performance.now());
    },
  };
}
