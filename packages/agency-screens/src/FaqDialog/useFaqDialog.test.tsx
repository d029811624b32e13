import { createApiClient } from '@marketplace/api-client';
import { en } from '@marketplace/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiWrapper, serveSandbox, testHosts } from '../shared/sandboxServer.testing';
import { useFaqDialog, type FaqDialogOptions } from './useFaqDialog';

const { sandbox } = serveSandbox();
const copy = en.faq;
const faqPath = '/api/project-properties/faqs';

// The FAQ client sends no token (spec 3 section 6), so the dialog works the same signed in or not.
const client = createApiClient({ ...testHosts, getToken: () => null });

function propertyWithFaqs() {
  const [faq] = sandbox.db.faqs.list();
  if (!faq) throw new Error('the seed has no FAQs');
  return faq.itemId;
}

function setup(options: Partial<FaqDialogOptions> = {}) {
  const propertyId = propertyWithFaqs();
  const rendered = renderHook((props: FaqDialogOptions) => useFaqDialog(props), {
    wrapper: apiWrapper(client),
    initialProps: { propertyId, isOpen: true, ...options },
  });
  return { ...rendered, propertyId, stored: () => sandbox.db.faqs.list((faq) => faq.itemId === propertyId) };
}

describe('useFaqDialog on the sandbox', () => {
  it("loads the property's FAQs on opening, and nothing while closed", async () => {
    const closed = setup({ isOpen: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed.result.current.faqs).toBeUndefined();
    expect(closed.result.current.isLoading).toBe(false);
    closed.rerender({ propertyId: closed.propertyId, isOpen: true });
    await waitFor(() => expect(closed.result.current.faqs).toEqual(closed.stored()));
  });

  it("shows 'Failed to load FAQs. Please try again.' and loads again on Retry", async () => {
    sandbox.faults.set(`GET ${faqPath}/search`, { status: 500, times: 1 });
    const { result, stored } = setup();
    await waitFor(() => expect(result.current.loadError).toBe(copy.loadFailed));
    act(() => result.current.onRetry());
    await waitFor(() => expect(result.current.faqs).toEqual(stored()));
    expect(result.current.loadError).toBeNull();
  });

  it("adds an FAQ with 'FAQ created successfully!' and the list reloads", async () => {
    const { result, stored } = setup();
    await waitFor(() => expect(result.current.faqs).toBeDefined());
    const before = stored().length;
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.onCreate({ question: 'Is there a gym?', answer: 'Yes, on the roof.' });
    });
    expect(saved).toBe(true);
    expect(result.current.notice).toMatchObject({ tone: 'success', text: copy.created });
    expect(stored()).toHaveLength(before + 1);
    await waitFor(() => expect(result.current.faqs).toHaveLength(before + 1));
  });

  it.each([
    ['create', `POST ${faqPath}`, copy.createFailed],
    ['update', `PUT ${faqPath}/:id`, copy.updateFailed],
    ['delete', `DELETE ${faqPath}/:id`, copy.deleteFailed],
  ] as const)('a failed %s answers false with the spec message, the server unchanged', async (action, route, message) => {
    const { result, stored } = setup();
    await waitFor(() => expect(result.current.faqs).toBeDefined());
    const before = stored();
    const [faq] = before;
    if (!faq) throw new Error('no FAQ');
    sandbox.faults.set(route, action === 'delete' ? { networkError: true } : { status: 500 });
    let saved: boolean | undefined;
    await act(async () => {
      const draft = { question: 'Changed?', answer: 'Changed.' };
      saved = await (action === 'create' ? result.current.onCreate(draft) : action === 'update' ? result.current.onUpdate(faq.id, draft) : result.current.onDelete(faq.id));
    });
    expect(saved).toBe(false);
    expect(result.current.notice).toMatchObject({ tone: 'error', text: message });
    expect(stored()).toEqual(before);
  });

  it('updates and deletes with their messages', async () => {
    const { result, stored } = setup();
    await waitFor(() => expect(result.current.faqs).toBeDefined());
    const [faq] = stored();
    if (!faq) throw new Error('no FAQ');
    await act(async () => {
      await result.current.onUpdate(faq.id, { question: faq.question, answer: 'A new answer.' });
    });
    expect(result.current.notice?.text).toBe(copy.updated);
    expect(stored().find((each) => each.id === faq.id)?.answer).toBe('A new answer.');
    await act(async () => {
      await result.current.onDelete(faq.id);
    });
    expect(result.current.notice?.text).toBe(copy.deleted);
    expect(stored().some((each) => each.id === faq.id)).toBe(false);
  });

  it('drops the message when the dialog closes', async () => {
    const { result, rerender, propertyId } = setup();
    await waitFor(() => expect(result.current.faqs).toBeDefined());
    await act(async () => {
      await result.current.onCreate({ question: 'Is there a gym?', answer: 'Yes.' });
    });
    expect(result.current.notice).not.toBeNull();
    rerender({ propertyId, isOpen: false });
    expect(result.current.notice).toBeNull();
  });
});
