import { describe, expect, it } from 'vitest';
import { accountsPageSchema } from '../springPage/springPage.schema';
import { developerSchema } from './developer.schema';

const developer = {
  id: 88,
  roleId: 3,
  firstName: 'Khalid',
  lastName: 'Bin Zayed',
  companyName: 'Saadiyat Developments',
  phone: '+971 2 555 0101',
  businessEmail: 'projects@saadiyat-dev.ae',
  city: 'Abu Dhabi',
  country: 'UAE',
  profileImageURL: null,
};

describe('developer schema', () => {
  it('reads content[0].data of the accounts answer', () => {
    const page = accountsPageSchema(developerSchema).parse({ content: [{ data: developer }], number: 0, totalPages: 1, totalElements: 1 });
    expect(page.content[0]?.data.companyName).toBe('Saadiyat Developments');
  });

  it('reads a developer with missing fields', () => {
    expect(developerSchema.safeParse({ firstName: 'Khalid' }).success).toBe(true);
  });

  it('refuses an account of another role', () => {
    expect(developerSchema.safeParse({ ...developer, roleId: 5 }).success).toBe(false);
  });
});
