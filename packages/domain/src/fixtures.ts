// `@marketplace/domain/fixtures`: deterministic fixture factories of realistic UAE data. The sandbox
// seeds its database from createSeedData; stories and tests draw single records from the entity
// factories. A subpath of its own so that no production bundle carries them (demo credentials
// included); bench/importGraph checks that no production entry reaches this module.

export { createSeededRandom, type SeededRandom } from './fixtures/seededRandom';
export { xssProbeHost, xssUrlVectors, xssVectors, xssVectorsByKind } from './fixtures/xssVectors';
export { toRandom, type RandomSource } from './fixtures/randomPicks';
export {
  createPerson,
  mediaUrl,
  uaeLocalMobileNumber,
  uaeMobileNumber,
  type FixturePerson,
  type PersonOptions,
} from './fixtures/contactDetails';
export { fixturePeriod } from './fixtures/fixtureDates';
export {
  emirateBounds,
  locationHighlightTypePool,
  projectTemplates,
  uaeAreaById,
  uaeAreas,
  type Landmark,
  type ProjectTemplate,
  type UaeArea,
} from './fixtures/uaeAreas';
export { type CompanyIdentity } from './fixtures/uaeData';
export { createSeedData, defaultEnquiryCount, defaultSeed, demoAgencyCredentials } from './fixtures/seedData';
export { demoAgencyIdentity, seedIdBases } from './fixtures/seedAccounts';
export type {
  EnquiryScope,
  SeedAgency,
  SeedAgentAgencyRelationship,
  SeedData,
  SeedEnquiry,
  SeedLocationHighlight,
  SeedOptions,
  SeedProperty,
  SeedTeamMember,
} from './fixtures/seedTypes';

export { createEnquiry, enquiryStatusFor, type EnquiryFixtureContext } from './enquiry/enquiry.fixtures';
export {
  createAgencyProfile,
  serviceAreasOf,
  type AgencyProfileFixtureContext,
} from './agencyProfile/agencyProfile.fixtures';
export { createReview, createReviewAuthor, reviewTextFor, type ReviewAuthor } from './review/review.fixtures';
export { createUploadedMediaItem } from './uploadedMedia/uploadedMedia.fixtures';
export { createTeamMember, type TeamMemberFixtureOptions } from './teamMember/teamMember.fixtures';
export { createAgent, type AgentAgency, type AgentFixtureContext } from './agent/agent.fixtures';
export {
  createAgentAgencyRelationship,
  relationshipFromAgent,
  type RelationshipDetails,
} from './agentAgencyRelationship/agentAgencyRelationship.fixtures';
export { createProperty, type PropertyFixtureContext } from './property/property.fixtures';
export {
  createAmenities,
  createLocationHighlights,
  createPaymentPlan,
  createPropertyMedia,
  type AmenityOptions,
  type FixturePaymentPlan,
} from './property/propertyParts.fixtures';
export {
  projectUnitReviewStates,
  reviewFieldsFor,
  standaloneReviewStates,
  type PropertyReviewState,
} from './property/propertyReview.fixtures';
export { completionFor, createProject, type ProjectFixtureContext } from './project/project.fixtures';
export { createDeveloper, type DeveloperFixtureContext } from './developer/developer.fixtures';
export { createLookupItem, createLookupLists, type LookupLists } from './lookup/lookup.fixtures';
export { createFaq, createPropertyFaqs, faqEntries, type FaqEntry } from './faq/faq.fixtures';
export { latinWordsInArabicCopy } from './messages/ar/latinWordsInArabicCopy';
