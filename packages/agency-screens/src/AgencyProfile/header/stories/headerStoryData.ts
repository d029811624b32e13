import { en } from '@marketplace/domain';
import { createSeedData, mediaUrl } from '@marketplace/domain/fixtures';

/** The demo agency as the sandbox seeds it: name, business e-mail, logo and cover. */
export const demoProfile = createSeedData().demoAgency;

/** The demo agency without a picture or cover. */
export const profileWithoutImages = { ...demoProfile, profilePicture: null, coverImageURL: null };

/** The demo agency whose picture and cover point at files the media service does not have. */
export const profileWithBrokenImages = {
  ...demoProfile,
  profilePicture: mediaUrl('deleted-logo.jpg'),
  coverImageURL: mediaUrl('deleted-cover.jpg'),
};

/** What the header shows when each upload fails. */
export const uploadErrors = {
  picture: en.agencyProfile.profileImageUploadFailed(en.files.tooLarge(2)),
  cover: en.agencyProfile.coverImageUploadFailed(en.files.uploadFailedWithStatus(500, 'Internal Server Error')),
};
