import type { Faq } from '@marketplace/domain';
import { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '../../errors';
import { useApiQuery } from '../../react/useApiQuery';
import { useOptimisticMutation, type OptimisticMutation } from '../../react/useOptimisticMutation';
import { createKey, keyStartsWith } from '../../swrKeys';
import { createFaq, deleteFaq, getFaq, listPropertyFaqs, updateFaq, type FaqChange, type FaqDraft } from './faqs';

/** Cache key of a property's FAQ list. */
export function faqsKey(propertyId: number) {
  return createKey('faqs', { propertyId });
}

/** Cache key of one FAQ. */
export function faqKey(id: number) {
  return createKey('faq', { id });
}

/** A property's FAQs (spec 3 section 2.10); `null` loads nothing, as while the dialog is closed. */
export function useFaqs(propertyId: number | null): SWRResponse<Faq[], ApiError> {
  return useApiQuery(propertyId === null ? null : { key: faqsKey(propertyId), fetch: (client) => listPropertyFaqs(client, propertyId) });
}

/** One FAQ re-read by id (null when it no longer exists); `null` loads nothing. */
export function useFaq(id: number | null): SWRResponse<Faq | null, ApiError> {
  return useApiQuery(id === null ? null : { key: faqKey(id), fetch: (client) => getFaq(client, id) });
}

function useFaqCache() {
  const { mutate } = useSWRConfig();
  return {
    revalidateLists: () => void mutate(keyStartsWith('faqs')),
    storeFaq: (faq: Faq) => void mutate(faqKey(faq.id), faq, { revalidate: false }),
    forgetFaq: (id: number) => void mutate(faqKey(id), null, { revalidate: false }),
  };
}

/** Adds an FAQ to a property; the FAQ lists reload. */
export function useCreateFaq(): OptimisticMutation<FaqDraft, Faq> {
  const cache = useFaqCache();
  return useOptimisticMutation({
    key: null,
    mutation: async (client, draft: FaqDraft) => {
      const created = await createFaq(client, draft);
      cache.storeFaq(created);
      cache.revalidateLists();
      return created;
    },
  });
}

/** Saves an FAQ's question and answer; its entry takes the answer and the FAQ lists reload. */
export function useUpdateFaq(): OptimisticMutation<FaqChange, Faq> {
  const cache = useFaqCache();
  return useOptimisticMutation({
    key: null,
    mutation: async (client, change: FaqChange) => {
      const updated = await updateFaq(client, change);
      cache.storeFaq(updated);
      cache.revalidateLists();
      return updated;
    },
  });
}

/** Deletes an FAQ; its entry reads null and the FAQ lists reload. */
export function useDeleteFaq(): OptimisticMutation<number, void> {
  const cache = useFaqCache();
  return useOptimisticMutation({
    key: null,
    mutation: async (client, id: number) => {
      await deleteFaq(client, id);
      cache.forgetFaq(id);
      cache.revalidateLists();
    },
  });
}
