// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NetworkError, type HttpError } from '../../errors';
import { createFaq, deleteFaq, getFaq, listPropertyFaqs, updateFaq } from './faqs';
import { rejectionOf, seed, serverFault, setUpSandboxServer } from '../sandboxServer.testing';

const { sandbox, server, client } = setUpSandboxServer();
const firstFaq = seed.faqs[0];
if (!firstFaq) throw new Error('the seed has no FAQs');
const propertyId = firstFaq.itemId;
const propertyFaqs = seed.faqs.filter((faq) => faq.itemId === propertyId);
const propertyWithoutFaqs = seed.properties.map(({ property }) => property.id).find((id) => !seed.faqs.some((faq) => faq.itemId === id)) ?? 0;
const draft = { propertyId, question: 'Is the unit rented out?', answer: 'No, it is vacant and ready to move in.' };

describe('listPropertyFaqs', () => {
  it('lists the property FAQs as seeded, and none for a property without', async () => {
    expect(await listPropertyFaqs(client, propertyId)).toEqual(propertyFaqs);
    expect(await listPropertyFaqs(client, propertyWithoutFaqs)).toEqual([]);
  });

  it('asks with the type and property filter, without an authorization header', async () => {
    const requests: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request);
    });
    await listPropertyFaqs(client, propertyId);
    server.events.removeAllListeners();
    expect(new URL(requests[0]?.url ?? '').searchParams.get('search')).toBe(`faqType==PROPERTY and itemId==${propertyId}`);
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('surfaces a 500 with its server message, and a network failure', async () => {
    sandbox.faults.set('GET /api/project-properties/faqs/search', serverFault);
    expect(((await rejectionOf(listPropertyFaqs(client, propertyId))) as HttpError).serverMessage).toBe('Database unavailable');
    sandbox.faults.set('GET /api/project-properties/faqs/search', { networkError: true });
    expect(await rejectionOf(listPropertyFaqs(client, propertyId))).toBeInstanceOf(NetworkError);
  });
});

describe('getFaq', () => {
  it('reads one FAQ by id, or null when none has it', async () => {
    expect(await getFaq(client, firstFaq.id)).toEqual(firstFaq);
    expect(await getFaq(client, 987_654)).toBeNull();
  });

  it('surfaces a 500', async () => {
    sandbox.faults.set('GET /api/project-properties/faqs/search', serverFault);
    expect(((await rejectionOf(getFaq(client, firstFaq.id))) as HttpError).status).toBe(500);
  });
});

describe('createFaq', () => {
  it('adds a PROPERTY FAQ to the property; the list then shows it', async () => {
    const created = await createFaq(client, draft);
    expect(created).toMatchObject({ faqType: 'PROPERTY', itemId: propertyId, question: draft.question, answer: draft.answer });
    expect(created.updated).toBe(created.created);
    expect(await listPropertyFaqs(client, propertyId)).toEqual([...propertyFaqs, created]);
  });

  it('accepts a question of 250 and an answer of 1500 characters, and no more', async () => {
    await expect(createFaq(client, { ...draft, question: 'q'.repeat(250), answer: 'a'.repeat(1500) })).resolves.toBeDefined();
    for (const tooLong of [{ question: 'q'.repeat(251) }, { answer: 'a'.repeat(1501) }]) {
      const error = await rejectionOf(createFaq(client, { ...draft, ...tooLong }));
      expect((error as HttpError).status).toBe(400);
    }
  });

  it('refuses a blank question or answer with a 400', async () => {
    for (const blank of [{ question: '   ' }, { answer: '' }]) {
      const error = await rejectionOf(createFaq(client, { ...draft, ...blank }));
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).serverMessage).toMatch(/^Validation failed: (question|answer)/);
    }
    expect(await listPropertyFaqs(client, propertyId)).toHaveLength(propertyFaqs.length);
  });

  it('surfaces a 500 and a network failure, for the screen to show its create message', async () => {
    sandbox.faults.set('POST /api/project-properties/faqs', serverFault);
    expect(((await rejectionOf(createFaq(client, draft))) as HttpError).serverMessage).toBe('Database unavailable');
    sandbox.faults.set('POST /api/project-properties/faqs', { networkError: true });
    expect(await rejectionOf(createFaq(client, draft))).toBeInstanceOf(NetworkError);
  });
});

describe('updateFaq', () => {
  it('saves the question and answer and stamps the update', async () => {
    const updated = await updateFaq(client, { id: firstFaq.id, question: 'Is it freehold?', answer: 'Yes.' });
    expect(updated).toMatchObject({ id: firstFaq.id, itemId: propertyId, question: 'Is it freehold?', answer: 'Yes.', created: firstFaq.created });
    expect(updated.updated).not.toBe(firstFaq.updated);
    expect(await getFaq(client, firstFaq.id)).toEqual(updated);
  });

  it('answers 404 for an unknown id and 400 for a blank answer', async () => {
    expect(((await rejectionOf(updateFaq(client, { id: 987_654, question: 'Q', answer: 'A' }))) as HttpError).status).toBe(404);
    expect(((await rejectionOf(updateFaq(client, { id: firstFaq.id, question: 'Q', answer: ' ' }))) as HttpError).status).toBe(400);
  });

  it('surfaces a 500', async () => {
    sandbox.faults.set('PUT /api/project-properties/faqs/:id', serverFault);
    expect(((await rejectionOf(updateFaq(client, { id: firstFaq.id, question: 'Q', answer: 'A' }))) as HttpError).serverMessage).toBe(
      'Database unavailable',
    );
  });
});

describe('deleteFaq', () => {
  it('deletes the FAQ; a second delete answers 404', async () => {
    await deleteFaq(client, firstFaq.id);
    expect(await getFaq(client, firstFaq.id)).toBeNull();
    expect(((await rejectionOf(deleteFaq(client, firstFaq.id))) as HttpError).status).toBe(404);
  });

  it('surfaces a 500 and a network failure', async () => {
    sandbox.faults.set('DELETE /api/project-properties/faqs/:id', serverFault);
    expect(((await rejectionOf(deleteFaq(client, firstFaq.id))) as HttpError).serverMessage).toBe('Database unavailable');
    sandbox.faults.set('DELETE /api/project-properties/faqs/:id', { networkError: true });
    expect(await rejectionOf(deleteFaq(client, firstFaq.id))).toBeInstanceOf(NetworkError);
  });
});
