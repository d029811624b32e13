export { MediaEditor, type MediaEditorProps } from './MediaEditor';
export { MediaEditorView, type MediaEditorViewProps } from './MediaEditorView';
export { useMediaEditor, type MediaEditorOptions } from './useMediaEditor';
export type { MediaRefusal, MediaUploadState } from './mediaEditorTypes';
