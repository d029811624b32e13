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
  /** The names of ui's text colour palette (`defaultTextColours`), by colour id. */
  textColours: { black: 'Black', grey: 'Grey', red: 'Red', orange: 'Orange', green: 'Green', blue: 'Blue', purple: 'Purple' },
  /** The names of ui's background colour palette (`defaultBackgroundColours`), by colour id. */
  backgroundColours: { yellow: 'Yellow', green: 'Light green', blue: 'Light blue', pink: 'Pink', grey: 'Light grey' },
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
