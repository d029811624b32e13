// The property-form typing case of `pnpm bench` (issue 17, Performance): typing in the property
// form's title and in its description, which opens with 5,000 words, stays under one frame per
// keystroke, and the listing-quality score recomputes (after the description's onChange, 250 ms
// into a pause) without a long task.
//
// - The page (bench/propertyFormTyping) renders the form under test, built for production; its
//   probe (typingProbe.ts) times each keystroke from the key event's time stamp to the end of the
//   rendering of the first frame after the key's handlers, and observes long tasks and Event Timing.
// - Keys are real: Playwright's keyboard sends each character as CDP Input.dispatchKeyEvent
//   (keydown, char, keyup), one every `keyGapMs` as a fast typist does; nothing sets a value.
// - Title: click the field, End, type. Description: click the editor once lexical has loaded the
//   5,000 words, Control+End, type at the end of the text. Each window runs on for `afterMs`.
// - Each run is a new browser context; the floor (a plain input, no framework) is typed into in
//   each run too, so a busy machine shows in the floor's numbers as well as the form's.
//
// Alone: `node bench/propertyFormTypingBench.mjs`.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, preview } from 'vite';
import { launchChromium } from './chromium.mjs';
import { propertyFormTypingReport } from './propertyFormTypingReport.mjs';

const runs = 3;
const keyGapMs = 100;
const afterMs = 1000;
const words = 5_000;
const viewport = { width: 1280, height: 900 };
// 60 characters each: a title, and a sentence added to the end of the description.
const titleText = 'Spacious villa with a private pool and sea views on the Palm';
const descriptionText = ' The owner is open to offers and to viewings at the weekend.';

async function typeSlowly(page, text) {
  for (const character of text) {
    const started = Date.now();
    await page.keyboard.type(character);
    await page.waitForTimeout(Math.max(0, keyGapMs - (Date.now() - started)));
  }
}

async function typeInto(page, field, text) {
  await page.evaluate(() => window.__typingBench.begin());
  await typeSlowly(page, text);
  const window = await page.evaluate((after) => window.__typingBench.end(after), afterMs);
  const shown = await field.evaluate((element) => (element instanceof HTMLInputElement ? element.value : (element.textContent ?? '')));
  if (!shown.endsWith(text.trimEnd())) throw new Error(`the field does not end with what was typed: '...${shown.slice(-text.length)}'`);
  return window;
}

async function withPage(browser, url, run) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__typingBench !== undefined);
    const result = await run(page);
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}

async function typeOnFloor(browser, url) {
  return withPage(browser, new URL('floor.html', url).href, async (page) => {
    const field = page.getByRole('textbox', { name: 'Property Name' });
    await field.click();
    await page.evaluate(() => window.__typingBench.quiet(500));
    return typeInto(page, field, titleText);
  });
}

async function typeInForm(browser, url) {
  return withPage(browser, url, async (page) => {
    const labels = await page.evaluate(() => window.__typingBench.labels);
    const title = page.getByRole('textbox', { name: labels.title, exact: true });
    const description = page.getByRole('textbox', { name: labels.description, exact: true });
    // lexical loads when the editor nears the viewport; the form is typed into once it holds the text.
    await description.and(page.locator('[contenteditable="true"]')).waitFor();
    const loadedWords = await description.evaluate((element) => (element instanceof HTMLElement ? element.innerText : '').split(/\s+/).filter(Boolean).length);
    if (loadedWords < words) throw new Error(`the description holds ${loadedWords} words, not ${words}`);
    await page.evaluate(() => window.__typingBench.quiet(1000));

    await title.click();
    await page.keyboard.press('End');
    const titleWindow = await typeInto(page, title, titleText);

    await description.click();
    await page.keyboard.press('Control+End');
    await page.evaluate(() => window.__typingBench.quiet(500));
    const descriptionWindow = await typeInto(page, description, descriptionText);
    return { title: titleWindow, description: descriptionWindow, labels };
  });
}

/** Runs the case and prints its lines; true when it failed (over goal, or could not run). */
export async function runPropertyFormTypingBench(root) {
  const configFile = join(root, 'bench', 'propertyFormTyping', 'vite.config.ts');
  try {
    await build({ configFile });
    const server = await preview({ configFile });
    const floor = [];
    const form = [];
    try {
      const url = server.resolvedUrls?.local[0];
      if (!url) throw new Error('the preview server has no local URL');
      const browser = await launchChromium();
      try {
        for (let run = 0; run < runs; run += 1) {
          floor.push(await typeOnFloor(browser, url));
          form.push(await typeInForm(browser, url));
        }
      } finally {
        await browser.close();
      }
    } finally {
      await server.close();
    }
    const { labels } = form[0];
    const report = propertyFormTypingReport({
      words,
      afterMs,
      floor,
      fields: [
        { name: `title '${labels.title}'`, windows: form.map((sample) => sample.title) },
        { name: `description '${labels.description}' at the end of its text`, windows: form.map((sample) => sample.description) },
      ],
    });
    for (const line of report.lines) console.log(line);
    if (report.failed) console.error('FAIL: the property form typing case is over its goal');
    return report.failed;
  } catch (error) {
    console.error(`FAIL: the property form typing case could not run: ${error instanceof Error ? error.message : String(error)}`);
    return true;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  process.exit((await runPropertyFormTypingBench(root)) ? 1 : 0);
}
