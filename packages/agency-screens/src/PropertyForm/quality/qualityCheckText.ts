import { listingQualityRules, type ListingQualityResult, type Messages } from '@marketplace/domain';

/** What a check reads in the list: what is there when done, what to do otherwise, with the rule's numbers. */
export function qualityCheckText(result: ListingQualityResult, messages: Messages['listingQuality']): string {
  const { checks } = messages;
  const rules = listingQualityRules;
  switch (result.check) {
    case 'title':
      return result.done ? checks.title.done : checks.title.todo(rules.title.minLength, rules.title.maxLength);
    case 'description':
      return result.done ? checks.description.done : checks.description.todo(rules.description.fullWords);
    case 'images':
      return result.done ? checks.images.done : checks.images.todo;
    case 'location':
      return result.done ? checks.location.done : checks.location.todo;
    case 'amenities':
      return result.done ? checks.amenities.done : checks.amenities.todo(rules.amenities.fullCount);
    case 'priceAndArea':
      return result.done ? checks.priceAndArea.done : checks.priceAndArea.todo;
  }
}
