import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiProvider, useApiClient } from './ApiProvider';

describe('ApiProvider', () => {
  it('gives useApiClient the client', () => {
    const client = createApiClient({ propertyBaseUrl: 'https://p.test', accountsBaseUrl: 'https://a.test', getToken: () => null });
    const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider client={client}>{children}</ApiProvider>;
    const { result } = renderHook(() => useApiClient(), { wrapper });
    expect(result.current).toBe(client);
  });

  it('makes useApiClient throw outside a provider', () => {
    // React reports the thrown render error on the console as well; the assertion is on the throw.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow('<ApiProvider>');
  });
});
