/**
 * The live listing-quality score beside the property form (issue 17, beyond the spec): how
 * complete a listing is in the points reviewers and buyers look at, so an agent can improve it
 * before it goes to review. Pure and cheap (a few string scans), so it can run on every keystroke.
 */

/** The facts of a listing the score reads. */
export interface ListingQualityFacts {
  readonly name: string;
  /** The description as plain text (markup removed). */
  readonly descriptionText: string;
  readonly hasMainImage: boolean;
  readonly hasFloorPlanImage: boolean;
  readonly hasLayoutImage: boolean;
  readonly address: string;
  readonly hasMapLocation: boolean;
  readonly amenityCount: number;
  readonly amount: number | null | undefined;
  readonly landArea: number | null | undefined;
}

export const listingQualityChecks = ['title', 'description', 'images', 'location', 'amenities', 'priceAndArea'] as const;
export type ListingQualityCheck = (typeof listingQualityChecks)[number];

/** What each check is worth and what earns it in full; the weights add up to 100. */
export const listingQualityRules = {
  title: { points: 15, minLength: 10, maxLength: 80 },
  description: { points: 25, fullWords: 100, halfWords: 40 },
  images: { points: 20 },
  location: { points: 20 },
  amenities: { points: 10, fullCount: 3 },
  priceAndArea: { points: 10 },
} as const;

/** One check's result: the points earned of the points possible. */
export interface ListingQualityResult {
  readonly check: ListingQualityCheck;
  readonly earned: number;
  readonly possible: number;
  readonly done: boolean;
}

/** The score from 0 to 100 and each check's part of it, in the order they are shown. */
export interface ListingQuality {
  readonly score: number;
  readonly results: readonly ListingQualityResult[];
}

function wordCount(text: string): number {
  const matches = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return matches ? matches.length : 0;
}

function earned(facts: ListingQualityFacts, check: ListingQualityCheck): number {
  const rules = listingQualityRules;
  switch (check) {
    case 'title': {
      const length = facts.name.trim().length;
      if (length === 0) return 0;
      return length >= rules.title.minLength && length <= rules.title.maxLength ? rules.title.points : Math.round(rules.title.points / 3);
    }
    case 'description': {
      const words = wordCount(facts.descriptionText);
      if (words >= rules.description.fullWords) return rules.description.points;
      if (words >= rules.description.halfWords) return Math.round(rules.description.points / 2);
      return 0;
    }
    case 'images': {
      // The main image is half of it: it is the one every card and search result shows.
      const half = rules.images.points / 2;
      const quarter = rules.images.points / 4;
      return (facts.hasMainImage ? half : 0) + (facts.hasFloorPlanImage ? quarter : 0) + (facts.hasLayoutImage ? quarter : 0);
    }
    case 'location': {
      const half = rules.location.points / 2;
      return (facts.address.trim() ? half : 0) + (facts.hasMapLocation ? half : 0);
    }
    case 'amenities': {
      if (facts.amenityCount >= rules.amenities.fullCount) return rules.amenities.points;
      return facts.amenityCount > 0 ? rules.amenities.points / 2 : 0;
    }
    case 'priceAndArea': {
      const half = rules.priceAndArea.points / 2;
      return ((facts.amount ?? 0) > 0 ? half : 0) + ((facts.landArea ?? 0) > 0 ? half : 0);
    }
  }
}

/** Scores a listing (see {@link listingQualityRules}). */
export function listingQuality(facts: ListingQualityFacts): ListingQuality {
  const results = listingQualityChecks.map((check) => {
    const possible = listingQualityRules[check].points;
    const points = earned(facts, check);
    return { check, earned: points, possible, done: points === possible };
  });
  return { score: results.reduce((sum, result) => sum + result.earned, 0), results };
}
