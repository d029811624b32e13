/**
 * The sandbox's demo sign-in, apart from the seed so the sign-in page can show it without
 * downloading the sandbox: this module is its own few-byte chunk, loaded only in demo mode. The seed
 * (`@marketplace/domain/fixtures`) defines the account; a test keeps the two the same.
 */
export const demoAgencyCredentials = { email: 'demo@marinahomes.ae', password: 'demo-agency' } as const;
