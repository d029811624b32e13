// One browser page that captures stories: it loads Storybook's iframe.html once and switches
// stories through the preview's channel (no page load per story), renders each story once with its
// play function, and captures it at each width and in each direction.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { directions, fixedTime, masks, maxCaptureHeight, pinnedViewports, storyTimeoutMs, widths, type Direction } from './config';

/** One screenshot of a story. */
export interface Capture {
  storyId: string;
  width: number;
  direction: Direction;
  png: Buffer;
}

/** What rendering a story gave: its captures, and what went wrong on the way (reported, not failed). */
export interface StoryCaptures {
  storyId: string;
  captures: Capture[];
  /** The play function's or the render's failure, a timeout, a cut: the capture shows the state it left. */
  renderProblem?: string;
  masked: number;
  seconds: number;
}

/** The page's side (inPage.js), as the driver calls it. */
interface InPage {
  realTimers: boolean;
  ready(): boolean;
  pinnedViewport(storyId: string): Promise<string | null>;
  render(storyId: string, timeoutMs: number): Promise<string>;
  rerenderWithGlobals(storyId: string, globals: Record<string, unknown>, timeoutMs: number): Promise<string>;
  setGlobals(globals: Record<string, unknown>): Promise<void>;
  hasGlobal(name: string): boolean;
  settle(timeoutMs: number): Promise<void>;
  mapsSettled(timeoutMs: number): Promise<boolean>;
  hasMaps(): boolean;
  mapThrottleMs: number;
  contentBox(maxHeight: number): { width: number; height: number; cut: boolean };
  mask(selectors: string[]): number;
  unmask(): void;
}
declare global {
  interface Window {
    __visual: InPage;
  }
}

const settleMs = 5_000;
const networkIdleMs = 5_000;
const networkQuietMs = 1_000;
/** How long a map may take to draw its style once before the clock is paused anyway. */
const mapSettleMs = 3_000;
/** React reveals content that replaces a Suspense fallback no sooner than this after the fallback. */
const reactFallbackThrottleMs = 300;

export class StoryPage {
  private page!: Page;
  private context!: BrowserContext;
  private cdp!: CDPSession;
  private inFlight = new Set<unknown>();
  private lastNetworkActivity = 0;
  /** Requests the page has started: a resize that starts one loads code or data for the new width. */
  private requestCount = 0;
  private localeKnown = false;
  private paused = false;
  /** The current story's content was taller than maxCaptureHeight in some capture. */
  private cut = false;
  private timings: string[] = [];
  private mark(label: string, since: number): number {
    if (process.env.VISUAL_DEBUG) this.timings.push(`${label} ${Date.now() - since}`);
    return Date.now();
  }

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
  ) {}

  /** Opens iframe.html with the frozen clock, the still CSS and no automatic axe run. */
  async open(): Promise<void> {
    const [first] = widths;
    this.context = await this.browser.newContext({
      viewport: { width: first.width, height: first.height },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      locale: 'en-US',
      timezoneId: 'Asia/Dubai',
      // Storybook pauses animations at the end of a render instead of waiting for them, as in its test runs.
      userAgent: `${await this.browserUserAgent()} StorybookTestRunner`,
    });
    // inPage.js first: it keeps the browser's own timers before the clock replaces them.
    await this.context.addInitScript({ path: new URL('./inPage.js', import.meta.url).pathname });
    await this.context.clock.install({ time: fixedTime });
    this.page = await this.context.newPage();
    const track = (change: () => void) => {
      change();
      this.lastNetworkActivity = Date.now();
    };
    this.page.on('request', (request) =>
      track(() => {
        this.inFlight.add(request);
        this.requestCount += 1;
      }),
    );
    this.page.on('requestfinished', (request) => track(() => this.inFlight.delete(request)));
    this.page.on('requestfailed', (request) => track(() => this.inFlight.delete(request)));
    this.cdp = await this.context.newCDPSession(this.page);
    await this.page.goto(`${this.baseUrl}/iframe.html?viewMode=story`);
    await this.page.waitForFunction(() => window.__visual?.ready(), undefined, { timeout: 60_000 });
    await this.parkPointer();
    if (!(await this.page.evaluate(() => window.__visual.realTimers))) throw new Error('inPage.js ran after the fake clock: its waits would stop with it');
    // axe runs after each render in Storybook; the story tests check accessibility, this gate only looks.
    await this.page.evaluate(() => window.__visual.setGlobals({ a11y: { manual: true } }));
    this.localeKnown = await this.page.evaluate(() => window.__visual.hasGlobal('locale'));
  }

  private async browserUserAgent(): Promise<string> {
    const probe = await this.browser.newPage();
    const agent = await probe.evaluate(() => navigator.userAgent);
    await probe.close();
    return agent;
  }

  /** Whether the Storybook global `locale` exists (until it does, 'rtl' captures show the default locale). */
  get hasLocale(): boolean {
    return this.localeKnown;
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  /**
   * Renders the story once, in English at its first width, with its play function; captures it,
   * narrows the page and captures again, then re-renders it in Arabic (no second play) and captures
   * both widths. A story that pins a viewport is captured at that viewport only.
   */
  async captureStory(storyId: string): Promise<StoryCaptures> {
    const started = Date.now();
    const captures: Capture[] = [];
    const problems: string[] = [];
    const pinned = await this.page.evaluate((id) => window.__visual.pinnedViewport(id), storyId);
    const sizes = pinned && pinnedViewports[pinned] ? [pinnedViewports[pinned]] : [...widths];
    const selectors = masks.filter((mask) => mask.stories.test(storyId)).map((mask) => mask.selector);
    let masked = 0;

    await this.page.setViewportSize(sizes[0]!);
    await this.context.clock.setSystemTime(fixedTime);
    if (this.paused) await this.context.clock.resume();
    this.paused = false;
    let now = Date.now();
    const rendered = await this.page.evaluate(({ id, timeout }) => window.__visual.render(id, timeout), { id: storyId, timeout: storyTimeoutMs });
    now = this.mark('render', now);
    if (rendered !== 'ok') problems.push(rendered);
    // Time stands still until the last capture: what the play function left (a pending state, a
    // toast, a debounce) is in every capture, however long they take.
    await this.pauseClock();

    for (const [index, { name: direction, locale }] of directions.entries()) {
      if (index > 0 && this.localeKnown) {
        // Time runs again, from the story's start time, while the story re-renders in the other
        // language: a decorator that wraps the story differently per language remounts it, and a
        // remounted story loads and reveals its content on timers of its own.
        await this.context.clock.setSystemTime(fixedTime);
        await this.context.clock.resume();
        this.paused = false;
        const again = await this.page.evaluate(
          ({ id, globals, timeout }) => window.__visual.rerenderWithGlobals(id, globals, timeout),
          { id: storyId, globals: { locale }, timeout: storyTimeoutMs },
        );
        if (again !== 'ok') problems.push(`${direction}: ${again}`);
        await this.settle();
        await this.pauseClock();
        now = this.mark('rerender', now);
      }
      // ltr goes wide to narrow, rtl narrow to wide: one resize less per story.
      const order = index % 2 === 0 ? sizes : [...sizes].reverse();
      for (const [step, size] of order.entries()) {
        if (step > 0 || index > 0) {
          const requests = this.requestCount;
          await this.page.setViewportSize(size);
          await this.settleMaps();
          await this.settleLoadedOnResize(requests);
        }
        now = this.mark('resize', now);
        await this.parkPointer();
        await this.settle();
        now = this.mark('settle', now);
        masked = Math.max(masked, await this.page.evaluate((list) => window.__visual.mask(list), selectors));
        captures.push({ storyId, width: size.width, direction, png: await this.screenshot() });
        now = this.mark('shot', now);
      }
    }
    // The next story starts in English; set without re-rendering this one.
    if (this.localeKnown) await this.page.evaluate(() => window.__visual.setGlobals({ locale: 'en' }));
    await this.page.evaluate(() => window.__visual.unmask());
    if (this.cut) problems.push(`taller than ${maxCaptureHeight} px: captured down to there`);
    this.cut = false;
    if (process.env.VISUAL_DEBUG) console.log(`visual: ${storyId} ${(Date.now() - started) / 1000} s: ${this.timings.join(' ')}`);
    this.timings = [];
    return { storyId, captures, renderProblem: problems.length > 0 ? problems.join('; ') : undefined, masked, seconds: (Date.now() - started) / 1000 };
  }

  /**
   * Pauses the page's clock now. Playwright pauses only at a time to come, and its clock moves on
   * while the call travels: ask for a moment just ahead, further when that was already past.
   */
  private async pauseClock(): Promise<void> {
    // A map's resize throttle must not be left pending: see mapsSettled in inPage.js.
    await this.page.evaluate((timeout) => window.__visual.mapsSettled(timeout), mapSettleMs);
    for (const ahead of [20, 100, 500, 2000]) {
      try {
        await this.context.clock.pauseAt((await this.page.evaluate(() => Date.now())) + ahead);
        this.paused = true;
        return;
      } catch (error) {
        if (!String(error).includes('to the past')) throw error;
      }
    }
  }

  /**
   * After a resize with the clock paused: maplibre resizes its canvas through a 50 ms throttle on the
   * page's timers, so a second resize of a map's container (the layout settling in two steps) would
   * wait for a timer that never fires, and the canvas, its markers and controls would keep the last
   * width's size. On a page with a map the paused clock moves on by twice the throttle, the same
   * amount every time (the resize observer has reported once the page has settled).
   */
  private async settleMaps(): Promise<void> {
    if (!this.paused || !(await this.page.evaluate(() => window.__visual.hasMaps()))) return;
    await this.settle();
    await this.context.clock.runFor((await this.page.evaluate(() => window.__visual.mapThrottleMs)) * 2);
  }

  /**
   * After a resize with the clock paused: a width that shows a lazily loaded component (the enquiry
   * cards below the table's width) renders its Suspense fallback and fetches the code; React then
   * holds the content back until 300 ms after the fallback appeared (its fallback throttle, on the
   * page's timers), which never comes while the clock stands still, so the capture showed skeletons
   * or the cards depending on whether the code was already in the page. When the resize started
   * requests, the network is waited for and the paused clock moves on past that throttle.
   */
  private async settleLoadedOnResize(requestsBefore: number): Promise<void> {
    if (!this.paused) return;
    for (let round = 0; round < 3; round += 1) {
      await this.settle();
      if (this.requestCount === requestsBefore) return;
      requestsBefore = this.requestCount;
      await this.context.clock.runFor(reactFallbackThrottleMs + 100);
    }
  }

  /**
   * Keeps the real pointer off the page: a mouse position over the page would give whatever lies
   * under it the hover look, and Chromium moves it there again after layout or scroll changes.
   */
  private async parkPointer(): Promise<void> {
    await this.page.mouse.move(-1, -1);
  }

  /** Waits for the network to be quiet, then fonts, pictures and two frames. */
  private async settle(): Promise<void> {
    // Quiet: nothing in flight, or nothing started or ended for a while (a story of a loading state
    // holds its request open on purpose).
    const deadline = Date.now() + networkIdleMs;
    while (this.inFlight.size > 0 && Date.now() < deadline && Date.now() - this.lastNetworkActivity < networkQuietMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await this.page.evaluate((timeout) => window.__visual.settle(timeout), settleMs);
  }

  /** The content's box at full height, as a PNG (Chromium's fast encoder: it is decoded right after). */
  private async screenshot(): Promise<Buffer> {
    let now = Date.now();
    const box = await this.page.evaluate((max) => window.__visual.contentBox(max), maxCaptureHeight);
    if (box.cut) this.cut = true;
    now = this.mark('box', now);
    const viewport = this.page.viewportSize();
    const within = viewport !== null && box.width <= viewport.width && box.height <= viewport.height;
    const shoot = async () =>
      (
        (await this.cdp.send('Page.captureScreenshot', {
          format: 'png',
          clip: { x: 0, y: 0, width: box.width, height: box.height, scale: 1 },
          // Beyond the viewport only when the content is taller or wider: it lays the page out again.
          captureBeyondViewport: !within,
          optimizeForSpeed: true,
        })) as { data: string }
      ).data;
    let data = await shoot();
    if (!within) {
      // Below the viewport the compositor may not have rasterised a scrolling region yet (seen:
      // Bulk Upload's preview table blank but for a strip, at 1280 px in Arabic, in one run of two).
      // Chromium encodes the same pixels to the same bytes: shoot until two shots agree.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const again = await shoot();
        if (again === data) break;
        data = again;
      }
    }
    this.mark(within ? 'cdp' : 'cdp-full', now);
    return Buffer.from(data, 'base64');
  }
}
