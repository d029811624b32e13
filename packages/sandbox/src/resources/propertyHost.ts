import type { SandboxRouteModule } from '../handlers/buildSandboxHandlers';
import { csvUploadRoutes } from './propertyHost/csvUpload.routes';
import { enquiryRoutes } from './propertyHost/enquiry.routes';
import { lookupRoutes } from './propertyHost/lookup.routes';
import { mediaRoutes } from './propertyHost/media.routes';
import { projectRoutes } from './propertyHost/project.routes';
import { createPropertyHostTables } from './propertyHost/propertyHost.collections';
import { propertyReviewRoutes } from './propertyHost/propertyReview.routes';
import { propertySearchRoutes } from './propertyHost/propertySearch.routes';
import { propertyWriteRoutes } from './propertyHost/propertyWrite.routes';
import type { SandboxDatabase } from './sandboxDatabase';
import type { SandboxSeed } from './sandboxSeed';

/**
 * The property host's collections, built from the shared seed: enquiries, properties, projects and
 * their location highlights, lookups, CSV uploaders and the seed's media names.
 */
export function createPropertyHostCollections(seed: SandboxSeed) {
  return createPropertyHostTables(seed);
}

/**
 * The property host's route modules: enquiries and the CSV upload (spec 1), properties, projects,
 * lookups and media (spec 3), and spec 2's property searches. FAQs, team members and agent-agency
 * relationships are served by the people group.
 */
export const propertyHostRoutes: readonly SandboxRouteModule<SandboxDatabase>[] = [
  enquiryRoutes,
  csvUploadRoutes,
  propertySearchRoutes,
  propertyWriteRoutes,
  propertyReviewRoutes,
  projectRoutes,
  lookupRoutes,
  mediaRoutes,
];
