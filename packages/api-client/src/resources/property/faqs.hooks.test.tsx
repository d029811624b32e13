import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors';
import { hookWrapper } from '../../react/testWrapper';
import { useCreateFaq, useDeleteFaq, useFaq, useFaqs, useUpdateFaq } from './faqs.hooks';
import { readQuery, seed, serverFault, setUpSandboxServer } from '../sandboxServer.testing';

const { sandbox, client } = setUpSandboxServer();
const firstFaq = seed.faqs[0];
if (!firstFaq) throw new Error('the seed has no FAQs');
const propertyId = firstFaq.itemId;
const propertyFaqs = seed.faqs.filter((faq) => faq.itemId === propertyId);

function renderFaqs(faqId: number | null = firstFaq?.id ?? null) {
  return renderHook(
    () => ({
      list: readQuery(useFaqs(propertyId)),
      one: readQuery(useFaq(faqId)),
      create: useCreateFaq(),
      update: useUpdateFaq(),
      remove: useDeleteFaq(),
    }),
    { wrapper: hookWrapper(client) },
  );
}

describe('FAQ hooks', () => {
  it('load the property FAQs and one FAQ', async () => {
    const { result } = renderFaqs();
    await waitFor(() => expect(result.current.list.data).toEqual(propertyFaqs));
    await waitFor(() => expect(result.current.one.data).toEqual(firstFaq));
  });

  it('load nothing without a property', async () => {
    const { result } = renderHook(() => readQuery(useFaqs(null)), { wrapper: hookWrapper(client) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
  });

  it('reload the list after a creation, an update and a deletion', async () => {
    const { result } = renderFaqs();
    await waitFor(() => expect(result.current.list.data).toHaveLength(propertyFaqs.length));

    await act(async () => {
      await result.current.create.trigger({ propertyId, question: 'Is there a gym?', answer: 'Yes, on the podium level.' });
    });
    await waitFor(() => expect(result.current.list.data?.map((faq) => faq.question)).toContain('Is there a gym?'));

    await act(async () => {
      await result.current.update.trigger({ id: firstFaq.id, question: 'Updated question?', answer: 'Updated answer.' });
    });
    expect(result.current.one.data?.question).toBe('Updated question?');
    await waitFor(() => expect(result.current.list.data?.find((faq) => faq.id === firstFaq.id)?.answer).toBe('Updated answer.'));

    await act(async () => {
      await result.current.remove.trigger(firstFaq.id);
    });
    expect(result.current.one.data).toBeNull();
    await waitFor(() => expect(result.current.list.data?.map((faq) => faq.id)).not.toContain(firstFaq.id));
  });

  it('expose a load failure, and reject a failed creation', async () => {
    sandbox.faults.set('GET /api/project-properties/faqs/search', serverFault);
    sandbox.faults.set('POST /api/project-properties/faqs', serverFault);
    const { result } = renderFaqs(null);
    await waitFor(() => expect(result.current.list.error).toBeInstanceOf(HttpError));
    await act(async () => {
      await expect(result.current.create.trigger({ propertyId, question: 'Q?', answer: 'A.' })).rejects.toMatchObject({ serverMessage: 'Database unavailable' });
    });
    expect(result.current.create.error?.status).toBe(500);
  });
});
