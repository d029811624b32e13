import { createSeedData } from '@marketplace/domain/fixtures';

/** The whole consistent dataset the sandbox serves (domain fixtures, seeded). */
export type SandboxSeed = ReturnType<typeof createSeedData>;

/** Options of the seed: the same seed always gives the same data. */
export interface SandboxSeedOptions {
  /** @default the fixtures' default seed */
  seed?: number;
  /** Enquiries to generate (about 250 by default; 10,000 for the performance bench). */
  enquiryCount?: number;
}

export function createSandboxSeed(options: SandboxSeedOptions = {}): SandboxSeed {
  return createSeedData(options.seed, { enquiryCount: options.enquiryCount });
}
