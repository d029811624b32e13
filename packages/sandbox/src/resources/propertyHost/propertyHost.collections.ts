import type { Enquiry, LocationHighlight, LookupItem, Project, Property, PropertyTypeWithCategories } from '@marketplace/domain';
import { createCollection, type Collection } from '../../db/collection';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import type { FileStore } from '../../multipart/fileStore';
import type { SandboxSeed } from '../sandboxSeed';
import { seedMediaNames } from './seedMediaNames';

/** Whose lists an enquiry appears in: its agency, agent and developer ids (spec 1 section 6). */
export type EnquiryScope = SandboxSeed['enquiries'][number]['scope'];

/** A stored enquiry: the enquiry and its scope, which the answers leave out. */
export type EnquiryRecord = Enquiry & { readonly scope: EnquiryScope };

/** A stored property; `agentId` (the listing agent) is what `?agentId=` and `agentId==` filter on. */
export type PropertyRecord = Property & { agentId?: number | null };

/** A stored location highlight of a project. */
export interface ProjectHighlightRecord {
  readonly id: number;
  readonly projectId: number;
  readonly highlight: LocationHighlight;
}

/** Who may upload a CSV as an agent id, and the agency the uploaded properties go to. */
export interface CsvUploaderRecord {
  /** The `agentId` field of the upload. */
  readonly id: number;
  readonly agencyId: number;
}

/** The lookup lists of spec 3 section 7, one collection each, reset together. */
export interface LookupCollections {
  readonly areas: Collection<LookupItem, 'id'>;
  readonly amenities: Collection<LookupItem, 'id'>;
  readonly constructionStatuses: Collection<LookupItem, 'id'>;
  readonly furnishingStatuses: Collection<LookupItem, 'id'>;
  readonly highlightTypes: Collection<LookupItem, 'id'>;
  readonly offeringTypes: Collection<LookupItem, 'id'>;
  readonly saleTypes: Collection<LookupItem, 'id'>;
  readonly propertyTypes: Collection<PropertyTypeWithCategories, 'id'>;
  reset(): void;
}

/** The file names the seed refers to under /api/media (fixed: nothing adds to it). */
export interface SeedMediaIndex {
  has(name: string): boolean;
  reset(): void;
}

function createLookupCollections(lookups: SandboxSeed['lookups']): LookupCollections {
  const collections = {
    areas: createCollection(lookups.areas),
    amenities: createCollection(lookups.amenities),
    constructionStatuses: createCollection(lookups.constructionStatuses),
    furnishingStatuses: createCollection(lookups.furnishingStatuses),
    highlightTypes: createCollection(lookups.locationHighlightTypes),
    offeringTypes: createCollection(lookups.offeringTypes),
    saleTypes: createCollection(lookups.saleTypes),
    propertyTypes: createCollection(lookups.propertyTypes),
  };
  return {
    ...collections,
    reset: () => {
      for (const collection of Object.values(collections)) collection.reset();
    },
  };
}

/**
 * The agent ids a CSV upload may name: every agent with an accepted relationship (their properties
 * go to that agency) and every agency's own id (an agency uploading for itself). Taken from the seed
 * once, so invitations made later in the session do not add uploaders.
 */
function csvUploadersOf(seed: SandboxSeed): CsvUploaderRecord[] {
  // Agents are set last, so an agent id that equals an agency id means the agent, as `agentId` says.
  const uploaders = new Map<number, number>(seed.agencies.map((agency) => [agency.id, agency.id]));
  for (const { relationship, agencyId } of seed.agentAgencyRelationships) {
    if (relationship.status === 'ACCEPTED' && relationship.agentId != null) uploaders.set(relationship.agentId, agencyId);
  }
  return [...uploaders].map(([id, agencyId]) => ({ id, agencyId }));
}

/** The property host's collections (enquiries, properties, projects, lookups), built from the seed. */
export function createPropertyHostTables(seed: SandboxSeed) {
  const mediaNames = seedMediaNames(seed);
  const seedMedia: SeedMediaIndex = { has: (name) => mediaNames.has(name), reset: () => undefined };
  return {
    enquiries: createCollection<EnquiryRecord>(seed.enquiries.map(({ enquiry, scope }) => ({ ...enquiry, scope }))),
    properties: createCollection<PropertyRecord>(seed.properties.map(({ property, agentId }) => ({ ...property, agentId }))),
    projects: createCollection<Project>(seed.projects),
    projectLocationHighlights: createCollection<ProjectHighlightRecord>(
      seed.locationHighlights.map(({ highlight, projectId }, index) => ({ id: index + 1, projectId, highlight })),
    ),
    lookups: createLookupCollections(seed.lookups),
    csvUploaders: createCollection<CsvUploaderRecord>(csvUploadersOf(seed)),
    seedMedia,
  };
}

/** The property host's slice of the sandbox database. */
export type PropertyHostTables = ReturnType<typeof createPropertyHostTables>;

/** What the property host's routes read and write: its tables plus the shared media store. */
export type PropertyHostDb = PropertyHostTables & { readonly media: FileStore };

/** A route module of the property host. */
export type PropertyHostRouteModule = SandboxRouteModule<PropertyHostDb>;
