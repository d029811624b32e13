import type { AdditionalMediaRefusal, MediaKind, Messages } from '@marketplace/domain';

/**
 * Why a file was refused, under 'Invalid file': the shared validator's messages for type and size
 * (spec 3 section 5), and the editor's own for an empty file and bytes that are not what the name says.
 */
export function refusalMessage(
  reason: AdditionalMediaRefusal,
  kind: MediaKind,
  maxMegabytes: number,
  messages: Messages['additionalMedia'],
): string {
  switch (reason) {
    case 'unsupported-type':
      return messages.invalidType;
    case 'too-large':
      return messages.tooLarge(maxMegabytes);
    case 'empty':
      return messages.emptyFile;
    case 'content-mismatch':
      return kind === 'video' ? messages.notAVideo : messages.notAnImage;
  }
}
