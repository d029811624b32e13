// @vitest-environment node
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { faqBasePath } from './faqs.routes';
import { setUpPropertyHostServer } from '../teamAndAgents/teamAndAgentsTestServer.testing';

const { sandbox, call } = setUpPropertyHostServer();
const seed = createSeedData();
const [firstFaq] = seed.faqs;
const draft = { faqType: 'PROPERTY', itemId: firstFaq?.itemId, question: 'Is there a pool?', answer: 'Yes, an infinity pool.' };

describe('FAQ routes', () => {
  it('need no token', async () => {
    expect((await call(`${faqBasePath}/search?search=${encodeURIComponent(`id==${firstFaq?.id}`)}`)).status).toBe(200);
    expect((await call(faqBasePath, { method: 'POST', body: draft })).status).toBe(201);
  });

  it('page the search like Spring, all FAQs without a filter', async () => {
    const answer = await call(`${faqBasePath}/search?size=2&page=1`);
    expect(answer.body).toMatchObject({ number: 1, size: 2, totalElements: seed.faqs.length, first: false });
  });

  it('refuse a malformed filter, a body that is not JSON and an unknown FAQ type', async () => {
    expect((await call(`${faqBasePath}/search?search=${encodeURIComponent('itemId==')}`)).status).toBe(400);
    expect((await call(faqBasePath, { method: 'POST', body: '{not json' })).status).toBe(400);
    const wrongType = await call(faqBasePath, { method: 'POST', body: { ...draft, faqType: 'PROJECT' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ message: { en: expect.stringMatching(/^Validation failed: faqType/) } });
    expect(sandbox.db.faqs.count()).toBe(seed.faqs.length);
  });

  it('answer 404 for an unknown FAQ before reading the body', async () => {
    expect((await call(`${faqBasePath}/987654`, { method: 'PUT', body: '{}' })).status).toBe(404);
    expect((await call(`${faqBasePath}/987654`, { method: 'DELETE' })).status).toBe(404);
  });

  it('trim the stored question and answer', async () => {
    const created = await call(faqBasePath, { method: 'POST', body: { ...draft, question: '  Is there a pool?  ', answer: ' Yes. ' } });
    expect(created.body).toMatchObject({ question: 'Is there a pool?', answer: 'Yes.' });
  });
});
