import { describe, expect, it } from 'vitest';
import { readApiClientConfig } from './config';

describe('readApiClientConfig', () => {
  it('returns both hosts when both are set', () => {
    expect(
      readApiClientConfig({ VITE_PROPERTY_API_URL: 'https://property.example', VITE_ACCOUNTS_API_URL: ' https://accounts.example ' }),
    ).toEqual({ propertyBaseUrl: 'https://property.example', accountsBaseUrl: 'https://accounts.example' });
  });

  it('returns null (demo mode) when either host is missing or blank', () => {
    expect(readApiClientConfig({})).toBeNull();
    expect(readApiClientConfig({ VITE_PROPERTY_API_URL: 'https://property.example' })).toBeNull();
    expect(readApiClientConfig({ VITE_PROPERTY_API_URL: ' ', VITE_ACCOUNTS_API_URL: 'https://accounts.example' })).toBeNull();
  });
});
