/** The property form's three images: choosing, previews and refusals (spec 3 sections 2.6 and 5). */
export const propertyImagesMessages = {
  title: 'Property Images',
};
