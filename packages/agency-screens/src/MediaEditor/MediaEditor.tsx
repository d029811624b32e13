import { MediaEditorView, type MediaEditorViewProps } from './MediaEditorView';
import { useMediaEditor, type MediaEditorOptions } from './useMediaEditor';

/** Props of {@link MediaEditor}: the hook's options and the view's placement props. */
export interface MediaEditorProps extends MediaEditorOptions, Pick<MediaEditorViewProps, 'headingLevel' | 'isDisabled'> {}

/**
 * The Additional Media editor on the shared media service, as the property form (issue 17) holds it:
 * `value` and `onChange` are the form's list; `toPropertyMedia(value)` is what it sends, once
 * `allMediaStored(value)`.
 */
export function MediaEditor({ headingLevel, isDisabled, ...options }: MediaEditorProps) {
  return <MediaEditorView {...useMediaEditor(options)} headingLevel={headingLevel} isDisabled={isDisabled} />;
}
