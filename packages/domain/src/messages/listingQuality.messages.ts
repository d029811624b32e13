/** The live listing-quality score beside the property form (issue 17, beyond the spec). */
export const listingQualityMessages = {
  title: 'Listing quality',
  score: (score: number) => `${score} of 100`,
  allDone: 'This listing has everything reviewers look for.',
  checks: {
    title: { done: 'A clear title', todo: (min: number, max: number) => `Give it a title of ${min} to ${max} characters` },
    description: { done: 'A full description', todo: (words: number) => `Describe it in at least ${words} words` },
    images: { done: 'All three images', todo: 'Add the main, floor plan and layout images' },
    location: { done: 'Address and map location', todo: 'Add the address and pick the location on the map' },
    amenities: { done: 'Amenities chosen', todo: (count: number) => `Choose at least ${count} amenities` },
    priceAndArea: { done: 'Price and area', todo: 'Give the price and the area' },
  },
};
