/** A colour of the toolbar's palettes: its name (announced and shown) and its CSS value. */
export interface RichTextColour {
  id: string;
  label: string;
  value: string;
}

/** The toolbar's words; every one has an English default. */
export interface RichTextLabels {
  toolbar: string;
  blockType: string;
  paragraph: string;
  heading: (level: number) => string;
  bold: string;
  italic: string;
  underline: string;
  strikethrough: string;
  textColour: string;
  backgroundColour: string;
  noColour: string;
  bulletedList: string;
  numberedList: string;
  indent: string;
  outdent: string;
  link: string;
  linkUrl: string;
  applyLink: string;
  removeLink: string;
  invalidLink: string;
  loading: string;
}

export const defaultRichTextLabels: RichTextLabels = {
  toolbar: 'Formatting',
  blockType: 'Text style',
  paragraph: 'Paragraph',
  heading: (level) => `Heading ${level}`,
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strikethrough: 'Strikethrough',
  textColour: 'Text colour',
  backgroundColour: 'Background colour',
  noColour: 'Default',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  indent: 'Indent',
  outdent: 'Outdent',
  link: 'Link',
  linkUrl: 'Link address',
  applyLink: 'Apply',
  removeLink: 'Remove link',
  invalidLink: 'Enter an address starting with http://, https:// or mailto:',
  loading: 'Loading editor...',
};

/** A small palette readable on white; callers may pass their own (e.g. brand colours). */
export const defaultTextColours: RichTextColour[] = [
  { id: 'black', label: 'Black', value: '#1f2933' },
  { id: 'grey', label: 'Grey', value: '#616e7c' },
  { id: 'red', label: 'Red', value: '#b42318' },
  { id: 'orange', label: 'Orange', value: '#b54708' },
  { id: 'green', label: 'Green', value: '#067647' },
  { id: 'blue', label: 'Blue', value: '#175cd3' },
  { id: 'purple', label: 'Purple', value: '#6941c6' },
];

export const defaultBackgroundColours: RichTextColour[] = [
  { id: 'yellow', label: 'Yellow', value: '#fef7c3' },
  { id: 'green', label: 'Light green', value: '#dcfae6' },
  { id: 'blue', label: 'Light blue', value: '#d1e9ff' },
  { id: 'pink', label: 'Pink', value: '#fce7f6' },
  { id: 'grey', label: 'Light grey', value: '#eaecf0' },
];

/** What the light field hands the lazily loaded editor. */
export interface RichTextEditorCoreProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  labelId: string;
  describedBy?: string;
  isInvalid: boolean;
  isRequired: boolean;
  focusOnMount: boolean;
  maxLength?: number;
  onTextLength?: (length: number) => void;
  labels: RichTextLabels;
  textColours: RichTextColour[];
  backgroundColours: RichTextColour[];
}

/** Only http(s) and mailto addresses become links. */
export function isSafeLinkUrl(url: string): boolean {
  return /^(?:https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(url.trim());
}
