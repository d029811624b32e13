import { createDatabase, type Database } from '../db/database';
import { createFileStore } from '../multipart/fileStore';
import { createAccountsHostCollections } from './accountsHost';
import { createPropertyHostCollections } from './propertyHost';
import { createSandboxSeed, type SandboxSeedOptions } from './sandboxSeed';
import { createTeamAndAgentsCollections } from './teamAndAgents';

function createCollections(options: SandboxSeedOptions) {
  const seed = createSandboxSeed(options);
  return {
    media: createFileStore(),
    ...createPropertyHostCollections(seed),
    ...createTeamAndAgentsCollections(seed),
    ...createAccountsHostCollections(seed),
  };
}

/** The marketplace's in-memory database: every collection the handlers serve, seeded. */
export type SandboxDatabase = Database<ReturnType<typeof createCollections>>;

/** A fresh database at its seed; `reset()` returns it there. */
export function createSandboxDatabase(options: SandboxSeedOptions = {}): SandboxDatabase {
  return createDatabase(() => createCollections(options));
}
