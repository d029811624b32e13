import type { Browser, Page } from 'playwright-core';
import type { CheckResults } from './checkResults';
import type { ClassDeclaration } from './entryStyles';

/** What the checks need to know, read from the packed packages themselves. */
export interface ScreenCheckContext {
  browser: Browser;
  appUrl: string;
  sandboxUrl: string;
  credentials: { email: string; password: string };
  results: CheckResults;
}

export interface ScreenUnderTest {
  /** The consumer app's `?screen=` value, the export subpath. */
  screen: string;
  label: string;
  /** The screen's entry CSS, as declarations to find on the page. */
  entryStyles: ClassDeclaration[];
  /** What a user sees once the screen has loaded; throws if it is not there. */
  expectContent(page: Page): Promise<void>;
  /** A ui component inside the screen whose computed style shows ui's CSS applied. */
  styledControl(page: Page): ReturnType<Page['locator']>;
}

async function openScreen(context: ScreenCheckContext, screen: string): Promise<Page> {
  const page = await context.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const query = new URLSearchParams({ screen, api: context.sandboxUrl, ...context.credentials });
  await page.goto(`${context.appUrl}/?${query.toString()}`);
  return page;
}

function assert(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Loads one screen in the consumer app and checks what a user sees and that both packages' CSS applied. */
export async function checkScreen(context: ScreenCheckContext, subject: ScreenUnderTest): Promise<void> {
  const { results } = context;
  const page = await openScreen(context, subject.screen);
  try {
    const shown = await results.check(`${subject.label}: renders from the tarballs with its copy and data`, () => subject.expectContent(page));
    if (!shown) return;

    await results.check(`${subject.label}: the entry's own CSS is applied (its JS imports it)`, async () => {
      const outcome = await page.evaluate((declarations) => {
        // The whole body: a dialog screen renders in a portal beside #root.
        const root = document.body;
        const matched: string[] = [];
        const mismatched: string[] = [];
        for (const { className, property, value } of declarations) {
          const element = root?.querySelector(`.${CSS.escape(className)}`);
          if (!element) continue;
          const bare = document.createElement(element.tagName);
          document.body.append(bare);
          const initial = getComputedStyle(bare).getPropertyValue(property);
          bare.remove();
          if (initial === value) continue;
          const actual = getComputedStyle(element).getPropertyValue(property);
          (actual === value ? matched : mismatched).push(`.${className} ${property}: ${actual} (expected ${value})`);
        }
        return { matched, mismatched };
      }, subject.entryStyles);
      // Another rule may win for some elements (a media query, a composed class); without the entry's
      // CSS none of its rules would hold, so most of them holding shows the file reached the page.
      assert(
        outcome.matched.length > 0 && outcome.matched.length > outcome.mismatched.length,
        `${outcome.matched.length} of the entry's rules hold on the page, ${outcome.mismatched.length} do not: ${outcome.mismatched.slice(0, 5).join('; ')}`,
      );
    });

    await results.check(`${subject.label}: ui's CSS is applied (themed root and a ui control)`, async () => {
      const root = await page.locator('#root > div').first().evaluate((element) => {
        const style = getComputedStyle(element);
        return { font: style.fontFamily, background: style.backgroundColor, pageFont: getComputedStyle(document.getElementById('page-paragraph') as Element).fontFamily };
      });
      assert(root.font !== root.pageFont, `the themed root kept the page's font ${root.font}`);
      assert(root.background !== 'rgba(0, 0, 0, 0)', 'the themed root has no background');
      const control = await subject.styledControl(page).evaluate((element) => {
        const style = getComputedStyle(element);
        return { radius: style.borderTopLeftRadius, cursor: style.cursor };
      });
      assert(control.radius !== '0px', `the ui control has no border radius (${JSON.stringify(control)})`);
    });

    await results.check(`${subject.label}: the page's own elements keep the page's styles`, async () => {
      // No named function inside: tsx's esbuild would wrap it in a helper the page does not have.
      const outside = await page.evaluate(() => ({
        paragraphMargin: getComputedStyle(document.getElementById('page-paragraph') as Element).marginTop,
        buttonFont: getComputedStyle(document.getElementById('page-button') as Element).fontFamily,
        boxSizing: getComputedStyle(document.getElementById('page-box') as Element).boxSizing,
        boxWidth: (document.getElementById('page-box') as HTMLElement).offsetWidth,
        bodyMargin: getComputedStyle(document.body).marginTop,
      }));
      assert(outside.paragraphMargin === '17px', `the page's <p> margin became ${outside.paragraphMargin}`);
      assert(outside.buttonFont === 'monospace', `the page's <button> font became ${outside.buttonFont}`);
      assert(outside.boxSizing === 'content-box' && outside.boxWidth === 120, `the page's box became ${outside.boxSizing}, ${outside.boxWidth}px wide`);
      assert(outside.bodyMargin === '8px', `the page's <body> margin became ${outside.bodyMargin}`);
    });
  } finally {
    await page.close();
  }
}
