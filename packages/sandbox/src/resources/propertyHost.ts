import { csvUploadRoutes } from './propertyHost/csvUpload.routes';
import { enquiryRoutes } from './propertyHost/enquiry.routes';
import { createFaqCollection } from './propertyHost/faqs.collections';
import { faqRoutes } from './propertyHost/faqs.routes';
import { lookupRoutes } from './propertyHost/lookup.routes';
import { mediaRoutes } from './propertyHost/media.routes';
import { projectRoutes } from './propertyHost/project.routes';
import { createPropertyHostTables } from './propertyHost/propertyHost.collections';
import { propertyReviewRoutes } from './propertyHost/propertyReview.routes';
import { propertySearchRoutes } from './propertyHost/propertySearch.routes';
import { propertyWriteRoutes } from './propertyHost/propertyWrite.routes';
import type { SandboxSeed } from './sandboxSeed';

/**
 * The property host's collections, built from the shared seed: enquiries, properties, projects and
 * their location highlights, lookups, CSV uploaders, the seed's media names and property FAQs.
 */
export function createPropertyHostCollections(seed: SandboxSeed) {
  return { ...createPropertyHostTables(seed), faqs: createFaqCollection(seed.faqs) };
}

/**
 * The property host's route modules: enquiries and the CSV upload (spec 1), properties, projects,
 * lookups, media and property FAQs (spec 3), and spec 2's property searches. Team members and
 * agent-agency relationships are on this host too: see `teamAndAgents`.
 */
export const propertyHostRoutes = [
  enquiryRoutes,
  csvUploadRoutes,
  propertySearchRoutes,
  propertyWriteRoutes,
  propertyReviewRoutes,
  projectRoutes,
  lookupRoutes,
  mediaRoutes,
  faqRoutes,
] as const;
