import { en } from '@marketplace/domain';
import { createSeedData, demoAgencyCredentials, latinWordsInArabicCopy } from '@marketplace/domain/fixtures';
import type { Page } from 'playwright-core';

/**
 * What an Arabic page may show in Latin letters, and how a test tells copy left in English from data.
 *
 * Data: the demo runs on the sandbox, seeded by the domain's `createSeedData()` (the same default seed
 * the page's sandbox uses), so every string of that seed (names, e-mails, addresses, project and
 * property names, reviews, the text of rich-text descriptions, lookups the server sends...) is known to
 * the test. Each occurrence of one of them in a text, as whole words, is removed before the text is
 * searched for Latin words: what remains is copy; a text cut short with '...' (a description's
 * preview) is data when it starts one. But a status or a type the server names ('Under Construction',
 * 'Pending', 'Image': the name of a `...Status` or `...Type` record, a `status`) that the English
 * catalogue also words is not data: the screens word those themselves, so in Arabic it must be Arabic.
 * (The catalogue's `lookups` group does not count: it holds copies of server data, the names of the
 * built-in fallback lists for a failed lookup call, and the server's areas and amenities show as sent.)
 *
 * The allowlist: the catalogue test's justified Latin tokens (the domain's latinWordsInArabicCopy):
 * file formats (CSV, JPEG...), the CSV template's column names and values the server
 * reads, link schemes, the UAE registration abbreviations (DED, BRN, ORN), WebGL; and 'English', the
 * profile menu's name of that language in its own words.
 */
export const allowedLatinWords: ReadonlySet<string> = new Set([...latinWordsInArabicCopy, 'english']);

/** Whether a seed value at `path` names one of the server's statuses or types. */
function isEnumeration(path: readonly string[]): boolean {
  const [parent = '', key = ''] = path.slice(-2);
  return /status$/i.test(key) || (key === 'name' && /(status|type)$/i.test(parent));
}

function stringsOf(value: unknown, into: Set<string>, worded: ReadonlySet<string>, path: readonly string[] = []): Set<string> {
  if (typeof value === 'string') {
    const text = value.trim();
    if (isEnumeration(path) && worded.has(text)) return into;
    if (/[A-Za-z]{3,}/.test(text)) into.add(text);
    // Rich text (a project's description) shows as its text: each run between tags, and the whole.
    if (/<[a-z]/i.test(text)) {
      const runs = text.split(/<[^>]*>/).map((run) => run.replaceAll('&amp;', '&').trim()).filter((run) => /[A-Za-z]{3,}/.test(run));
      for (const run of runs) into.add(run);
      into.add(runs.join(' '));
    }
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into, worded, path);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) stringsOf(item, into, worded, [...path, key]);
  }
  return into;
}

function catalogueStrings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) catalogueStrings(item, into);
  return into;
}

/**
 * Every string of the sandbox's seed with a Latin word in it, but the statuses and types the screens
 * word, longest first (so a name goes before its parts).
 */
export function sandboxDataStrings(): string[] {
  const { lookups: _serverNames, ...copyGroups } = en;
  const worded = catalogueStrings(copyGroups, new Set());
  // The demo credentials the sign-in page shows in demo mode are the sandbox's data too.
  return [...stringsOf([createSeedData(), demoAgencyCredentials], new Set(), worded)].sort((a, b) => b.length - a.length);
}

/** One Latin word of copy found on the page: where, the word, and the text it was in. */
export interface EnglishLeft {
  readonly where: string;
  readonly word: string;
  readonly text: string;
}

/**
 * The Latin words of 3+ letters the page shows as copy: in every rendered text node (what is on
 * screen and what only a screen reader reads, such as visually hidden text; not what `display: none`
 * hides) and in the names and hints that elements carry (aria-label, aria-description, title,
 * placeholder, alt), once the sandbox's data strings are taken out and the allowlist is allowed.
 */
export function englishLeftOn(page: Page, dataStrings: readonly string[]): Promise<EnglishLeft[]> {
  return page.evaluate(
    ({ data, allowed }) => {
      const found: { where: string; word: string; text: string }[] = [];
      const describe = (element: Element) => {
        const id = element.id ? `#${element.id}` : '';
        const role = element.getAttribute('role');
        return `${element.tagName.toLowerCase()}${id}${role ? `[role=${role}]` : ''}`;
      };
      const letter = /[A-Za-z]/;
      // Each data string where it stands as whole words (not the 'Image' inside 'mainImageURL').
      const withoutData = (text: string) => {
        let rest = text;
        for (const value of data) {
          if (value.length > rest.length) continue;
          for (let at = rest.indexOf(value); at !== -1; at = rest.indexOf(value, at + 1)) {
            if (letter.test(rest[at - 1] ?? '') || letter.test(rest[at + value.length] ?? '')) continue;
            rest = `${rest.slice(0, at)} ${rest.slice(at + value.length)}`;
          }
        }
        return rest;
      };
      const cutShortData = (text: string) => {
        const start = text.trim().replace(/(\.\.\.|…)$/, '');
        return start.length >= 20 && start.length < text.trim().length && data.some((value) => value.startsWith(start));
      };
      const check = (text: string, where: string) => {
        if (cutShortData(text)) return;
        const rest = withoutData(text);
        for (const word of rest.match(/[A-Za-z]{3,}/g) ?? []) {
          if (!allowed.includes(word.toLowerCase())) found.push({ where, word, text: text.trim().slice(0, 120) });
        }
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
        if (!parent.checkVisibility()) continue;
        check(node.textContent ?? '', describe(parent));
      }
      for (const element of document.body.querySelectorAll('[aria-label], [aria-description], [title], [placeholder], [alt]')) {
        if (!element.checkVisibility()) continue;
        for (const name of ['aria-label', 'aria-description', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(name);
          if (value) check(value, `${describe(element)}@${name}`);
        }
      }
      check(document.title, 'title');
      return found;
    },
    { data: [...dataStrings], allowed: [...allowedLatinWords] },
  );
}
