import { createAgencyProfile, createSeedData, createSeededRandom } from '@marketplace/domain/fixtures';

const seed = createSeedData();

/** The demo agency as the sandbox seeds it: every field filled. */
export const demoProfile = seed.demoAgency;

/** Every service area of the lookups, as the sandbox serves them. */
export const storyServiceAreas = seed.lookups.serviceAreas;

/** An agency that has left some fields empty, to show 'Not provided'. */
export const sparseProfile = createAgencyProfile(createSeededRandom(61), {
  description: null,
  contactNumber2: null,
  youtubeUrl: null,
  xurl: null,
  orn: null,
  areas: [],
});
