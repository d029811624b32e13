// Story and test helpers of the design system, apart from its components so that no screen's bundle carries them.
export { gradientPictureFile, gradientPictureUrl } from './components/ImageCropDialog/cropStories.testing';
