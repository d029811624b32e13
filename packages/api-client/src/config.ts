/**
 * The two base hosts of the marketplace API, as the host reads them from its environment;
 * `createApiClient` takes them together with the token source and transport options.
 */
export interface ApiClientConfig {
  /** Base URL of the property/project service. */
  propertyBaseUrl: string;
  /** Base URL of the accounts/auth service. */
  accountsBaseUrl: string;
}

/** Reads the two base hosts; an empty value means demo mode on the sandbox. */
export function readApiClientConfig(env: Record<string, string | undefined>): ApiClientConfig | null {
  const propertyBaseUrl = env.VITE_PROPERTY_API_URL?.trim();
  const accountsBaseUrl = env.VITE_ACCOUNTS_API_URL?.trim();
  if (!propertyBaseUrl || !accountsBaseUrl) return null;
  return { propertyBaseUrl, accountsBaseUrl };
}
