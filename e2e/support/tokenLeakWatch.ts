import { sessionStorageKeys } from '@marketplace/api-client';
import type { ConsoleMessage, JSHandle, Page, Request, Response } from 'playwright-core';

/** Text the page put somewhere the token must never go, and where. */
export interface Sighting {
  readonly where: string;
  readonly text: string;
}

/**
 * The strings a console argument holds, read in the page: its own properties, enumerable or not (an
 * error's message, stack and cause), the attributes a platform object exposes (a Request's url and
 * headers), the entries of a Map, a Set or Headers. What DevTools shows when the value is expanded.
 */
function stringsInValue(root: unknown): string[] {
  const texts: string[] = [];
  const seen = new Set<unknown>();
  const pending: unknown[] = [root];
  while (pending.length > 0 && texts.length < 10_000) {
    const value = pending.pop();
    if (typeof value === 'string') texts.push(value);
    else if (value !== null && (typeof value === 'object' || typeof value === 'function') && !seen.has(value)) {
      seen.add(value);
      const holder = value as Record<string, unknown> & { entries?: unknown };
      if (value instanceof Error) texts.push(String(value.stack));
      if (typeof holder.entries === 'function' && !Array.isArray(value)) {
        try {
          pending.push(Array.from((holder.entries as () => Iterable<unknown>).call(value)));
        } catch {
          // Not an iterable of entries after all.
        }
      }
      const keys = new Set<string>(Object.getOwnPropertyNames(value));
      for (const key in holder) keys.add(key);
      for (const key of keys) {
        texts.push(key);
        try {
          pending.push(holder[key]);
        } catch {
          // A getter that throws shows nothing.
        }
      }
    }
  }
  return texts;
}

/**
 * Watches one page for the places a sign-in token must never reach: request URLs, page URLs and
 * history entries, console messages (with what their arguments hold), uncaught errors and rejections
 * (what the 'Application Error' modal reports), localStorage, cookies and the page's text (any error
 * dialog included). It also keeps every token the session used: those sent in an Authorization header,
 * those sign-in and refresh answered, and the one the session keeps in sessionStorage.
 */
export function watchForTokenLeaks(page: Page) {
  const context = page.context();
  const sightings: Sighting[] = [];
  const bearerTokens = new Set<string>();
  const answeredTokens = new Set<string>();
  const storedTokens = new Set<string>();
  const reading: Promise<unknown>[] = [];
  let consoleMessages = 0;

  const onRequest = (request: Request) => {
    sightings.push({ where: `request URL (${request.method()})`, text: request.url() });
    reading.push(
      request.allHeaders().then(
        (headers) => {
          const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1];
          if (bearer) bearerTokens.add(bearer);
        },
        () => undefined,
      ),
    );
  };
  const onResponse = (response: Response) => {
    if (!/\/api\/auth\/(signin|refresh)$/.test(new URL(response.url()).pathname) || !response.ok()) return;
    reading.push(
      response.json().then(
        (body: unknown) => {
          const token = (body as { token?: unknown } | null)?.token;
          if (typeof token === 'string') answeredTokens.add(token);
        },
        () => undefined,
      ),
    );
  };
  const onConsole = (message: ConsoleMessage) => {
    consoleMessages += 1;
    const where = `console.${message.type()}`;
    sightings.push({ where, text: message.text() });
    for (const argument of message.args()) {
      reading.push(
        (argument as JSHandle<unknown>).evaluate(stringsInValue).then(
          (texts) => sightings.push(...texts.map((text) => ({ where: `${where} argument`, text }))),
          () => undefined,
        ),
      );
    }
  };

  context.on('request', onRequest);
  context.on('response', onResponse);
  context.on('console', onConsole);
  page.on('worker', (worker) => worker.on('console', onConsole));
  page.on('framenavigated', (frame) => sightings.push({ where: 'page URL', text: frame.url() }));
  page.on('pageerror', (error) => sightings.push({ where: 'uncaught error', text: `${error.name}: ${error.message}\n${error.stack ?? ''}` }));

  return {
    /** Records what the page holds now: its URL and history, localStorage, cookies, text, and the stored token. */
    async look(step: string): Promise<void> {
      const state = await page.evaluate((tokenKey) => {
        const navigation = (window as { navigation?: { entries(): { url: string | null }[] } }).navigation;
        return {
          href: location.href,
          history: navigation ? navigation.entries().map((entry) => entry.url ?? '') : [],
          localStorage: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
          text: document.body.innerText,
          title: document.title,
          storedToken: sessionStorage.getItem(tokenKey),
        };
      }, sessionStorageKeys.token);
      if (state.storedToken) storedTokens.add(state.storedToken);
      sightings.push(
        { where: `${step}: page URL`, text: state.href },
        ...state.history.map((url) => ({ where: `${step}: history entry`, text: url })),
        ...state.localStorage.map((entry) => ({ where: `${step}: localStorage`, text: entry })),
        { where: `${step}: page text`, text: state.text },
        { where: `${step}: title`, text: state.title },
        ...(await context.cookies()).map((cookie) => ({ where: `${step}: cookie`, text: `${cookie.name}=${cookie.value}` })),
      );
    },
    /** Waits for what is still being read (headers, answers, console arguments). */
    async settle(): Promise<void> {
      while (reading.length > 0) await Promise.all(reading.splice(0));
    },
    tokens: () => ({ bearer: [...bearerTokens], answered: [...answeredTokens], stored: [...storedTokens] }),
    sightings: () => [...sightings],
    consoleMessages: () => consoleMessages,
  };
}

/**
 * The sightings that show one of `tokens`, or the signature part of one (the part no one could make
 * up), each cut to a short excerpt around it.
 */
export function leaksOf(tokens: readonly string[], sightings: readonly Sighting[]): Sighting[] {
  const needles = tokens.flatMap((token) => [token, token.split('.').at(-1) ?? token]).filter((needle) => needle.length >= 16);
  if (needles.length === 0) throw new Error('no token to look for: the check would pass whatever the page showed');
  return sightings.flatMap(({ where, text }) => {
    for (const candidate of [text, safeDecode(text)]) {
      const needle = needles.find((each) => candidate.includes(each));
      if (needle) {
        const at = candidate.indexOf(needle);
        return [{ where, text: candidate.slice(Math.max(0, at - 60), at + needle.length + 20) }];
      }
    }
    return [];
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
