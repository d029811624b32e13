import { imageLimits, megabytes, type Messages } from '@marketplace/domain';
import type { PropertyImageRefusal, PropertyImageRule } from './checkPropertyImage';

/** Why a chosen image was refused, in the words of the rule that refused it (spec 3 section 5; issue 17). */
export function propertyImageRefusalMessage(
  reason: PropertyImageRefusal,
  rule: PropertyImageRule,
  messages: Messages['propertyImages'],
  maxBytes: number = imageLimits.propertyImageMaxBytes,
): string {
  switch (reason) {
    case 'unsupported-type':
      return rule === 'edit' ? messages.editInvalidType : messages.invalidType;
    case 'too-large':
      return messages.tooLarge(Math.round(maxBytes / megabytes(1)));
    case 'empty':
      return messages.emptyFile;
    case 'not-an-image':
      return messages.notAnImage;
    case 'unreadable':
      return messages.invalidFile;
  }
}
