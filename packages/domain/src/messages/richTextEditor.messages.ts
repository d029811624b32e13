/**
 * Toolbar labels of the rich-text editor of the property form (spec 3 section 5), one for each of
 * ui's `RichTextLabels`, so a locale translates the editor with the rest of the form.
 */
export const richTextEditorMessages = {
  toolbar: 'Formatting',
  blockType: 'Text style',
  heading: (level: number) => `Heading ${level}`,
  paragraph: 'Normal text',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strikethrough: 'Strikethrough',
  textColour: 'Text colour',
  backgroundColour: 'Background colour',
  noColour: 'Default',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  indent: 'Increase indent',
  outdent: 'Decrease indent',
  link: 'Link',
  linkUrl: 'Link URL',
  applyLink: 'Apply',
  removeLink: 'Remove link',
  invalidLink: 'Enter an address starting with http://, https:// or mailto:',
  loading: 'Loading editor...',
};
