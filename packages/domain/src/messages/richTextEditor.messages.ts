/** Toolbar labels of the rich-text editor of the property form (spec 3 section 5). */
export const richTextEditorMessages = {
  toolbar: 'Formatting',
  heading: (level: number) => `Heading ${level}`,
  paragraph: 'Normal text',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strikethrough: 'Strikethrough',
  textColour: 'Text colour',
  backgroundColour: 'Background colour',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  indent: 'Increase indent',
  outdent: 'Decrease indent',
  link: 'Link',
  linkUrl: 'Link URL',
  removeLink: 'Remove link',
};
