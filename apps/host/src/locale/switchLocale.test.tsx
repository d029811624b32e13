import { en } from '@marketplace/domain';
import { ar } from '@marketplace/domain/ar';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { createSandbox } from '@marketplace/sandbox/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dateText } from '../../../../packages/agency-screens/src/shared/intlFormats';
import { App } from '../App';
import { createHostRuntime, type HostRuntime } from '../runtime/createHostRuntime';
import { applyDocumentLocale, loadLocale, localeStorageKey, readStoredLocale } from './hostLocale';
import { localeTag, storeLocale } from './switchLocale';

const apiEnv = { VITE_PROPERTY_API_URL: 'http://property.test', VITE_ACCOUNTS_API_URL: 'http://accounts.test' };
const sandbox = createSandbox({ propertyBaseUrl: apiEnv.VITE_PROPERTY_API_URL, accountsBaseUrl: apiEnv.VITE_ACCOUNTS_API_URL });
const server = setupServer(...sandbox.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.reset();
  sessionStorage.clear();
  localStorage.clear();
  applyDocumentLocale('en');
});
afterAll(() => server.close());

async function signedInRuntime(): Promise<HostRuntime> {
  const runtime = createHostRuntime({ env: apiEnv, onSignedOut: () => undefined });
  await runtime.session.signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
  return runtime;
}

/** The host as main.tsx starts it: the stored language on the page and its catalogue loaded, then the app. */
async function startHost(runtime: HostRuntime) {
  const stored = readStoredLocale();
  applyDocumentLocale(stored);
  const initialLocale = await loadLocale(stored);
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<App runtime={runtime} initialLocale={initialLocale} />);
  });
  return view;
}

/** The Created date of the enquiries shown, as the locale writes them. */
function createdDates(locale: string): string[] {
  const format = dateText(locale, 'dateTime');
  return sandbox.db.enquiries.list().map((enquiry) => format(enquiry.createdAt));
}

const root = document.documentElement;

describe("the host's language switch", () => {
  it('switches the panel to Arabic from the profile menu at once: copy, dir and lang, dates; and keeps the choice for the next start', { timeout: 60_000 }, async () => {
    const runtime = await signedInRuntime();
    window.history.replaceState(null, '', '/agency/inquiry-management');
    const first = await startHost(runtime);
    // The first visit of the section transforms its whole screen in Vitest: seconds on a busy machine.
    await screen.findByRole('heading', { level: 1, name: en.enquiries.title }, { timeout: 30_000 });
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root).toHaveAttribute('lang', 'en');
    // The list's rows, with their Created dates in the browser's English (jsdom's en-US).
    await waitFor(() => expect(createdDates(localeTag('en')).filter((date) => screen.queryAllByText(date).length > 0)).not.toEqual([]), { timeout: 15_000 });

    // Something typed before the switch: the page is not remounted, so it stays.
    fireEvent.change(screen.getByRole('searchbox', { name: en.enquiries.searchLabel }), { target: { value: 'Hassan' } });

    // Clicks as a screen reader makes them (react-aria presses on them). user-event is not used: its
    // document listeners wrap the focus that react-aria gives back to the trigger, when the closed
    // menu unmounts after its exit, in act, inside React's own commit.
    fireEvent.click(screen.getByRole('button', { name: /Marina Homes/ }));
    const languages = await screen.findByRole('group', { name: en.shell.language });
    expect(within(languages).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(within(languages).getByRole('menuitemradio', { name: 'العربية' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await screen.findByRole('heading', { level: 1, name: ar.enquiries.title });
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'ar');
    expect(screen.queryByRole('heading', { level: 1, name: en.enquiries.title })).toBeNull();
    expect(screen.getByRole('link', { name: ar.shell.sections.dashboard })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: ar.enquiries.searchLabel })).toHaveValue('Hassan');
    // The Created dates in ar-AE's medium date and short time (Arabic day period, Western digits).
    const arabicDates = createdDates('ar-AE').filter((date) => screen.queryAllByText(date).length > 0);
    expect(arabicDates.length).toBeGreaterThan(0);
    expect(arabicDates[0]).toMatch(/[\u0600-\u06ff]/);
    expect(arabicDates[0]).not.toMatch(/[\u0660-\u0669]/);
    await waitFor(() => expect(document.title).toBe(ar.shell.documentTitle(ar.shell.sections['inquiry-management'])));
    expect(localStorage.getItem(localeStorageKey)).toBe('ar');

    // A reload: the stored choice starts the page in Arabic, right to left, before the first render.
    first.unmount();
    applyDocumentLocale('en');
    await startHost(runtime);
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('heading', { level: 1, name: ar.enquiries.title })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Marina Homes/ }));
    const group = await screen.findByRole('group', { name: ar.shell.language });
    expect(within(group).getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');

    // And back to English, kept too.
    fireEvent.click(within(group).getByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await screen.findByRole('heading', { level: 1, name: en.enquiries.title });
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem(localeStorageKey)).toBe('en');
  });
});

describe('the stored language', () => {
  it('is English unless Arabic was chosen, and when storage is refused', () => {
    expect(readStoredLocale()).toBe('en');
    storeLocale('ar');
    expect(readStoredLocale()).toBe('ar');
    localStorage.setItem(localeStorageKey, 'fr');
    expect(readStoredLocale()).toBe('en');
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readStoredLocale(refusing)).toBe('en');
    expect(() => storeLocale('ar', refusing)).not.toThrow();
  });

  it("gives react-aria the browser's own English, else the UAE's, and ar-AE for Arabic", () => {
    expect(localeTag('en', ['ar-AE', 'en-GB'])).toBe('en-GB');
    expect(localeTag('en', ['ar-AE'])).toBe('en-AE');
    expect(localeTag('en', [])).toBe('en-AE');
    expect(localeTag('ar', ['en-US'])).toBe('ar-AE');
  });
});
