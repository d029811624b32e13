/**
 * Names of the built-in fallback lookup lists used when a lookup call fails (spec 3 section 8), keyed
 * by id. Id 1 of each list is the form's default (spec 3 section 4), so it matches the new-property
 * defaults of spec 2 section 3: a downtown district, Initial Sale, Unfurnished, Planned, Sale.
 */
export const lookupsMessages = {
  areas: {
    1: 'Downtown Dubai',
    2: 'Dubai Marina',
    3: 'Business Bay',
    4: 'Palm Jumeirah',
    5: 'Jumeirah Village Circle',
  },
  amenities: {
    1: 'Swimming Pool',
    2: 'Gym',
    3: 'Covered Parking',
    4: '24/7 Security',
    5: "Children's Play Area",
  },
  constructionStatuses: {
    1: 'Planned',
    2: 'Under Construction',
    3: 'Completed',
    4: 'Delayed',
  },
  furnishingStatuses: {
    1: 'Unfurnished',
    2: 'Semi-Furnished',
    3: 'Furnished',
  },
  highlightTypes: {
    1: 'School',
    2: 'Hospital',
    3: 'Shopping Mall',
    4: 'Metro Station',
    5: 'Park',
  },
  offeringTypes: {
    1: 'Initial Sale',
    2: 'Resale',
    3: 'Off-Plan',
    4: 'Ready to Move',
    5: 'Bulk Sale',
    6: 'Rent-to-Own',
  },
  saleTypes: {
    1: 'Sale',
    2: 'Rent',
    3: 'Lease',
  },
  /** The fixed local list of spec 3 section 3. */
  propertyTypes: {
    1: 'Commercial',
    2: 'Residential',
  },
};
