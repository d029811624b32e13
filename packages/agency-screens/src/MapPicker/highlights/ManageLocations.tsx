import { ManageLocationsDialog } from './ManageLocationsDialog';
import { useHighlightEditor, type HighlightEditorOptions } from './useHighlightEditor';

export interface ManageLocationsProps extends HighlightEditorOptions {
  /** Whether the dialog is open; each opening starts with an empty draft. */
  isOpen: boolean;
}

function OpenManageLocations(options: HighlightEditorOptions) {
  return <ManageLocationsDialog {...useHighlightEditor(options)} />;
}

/**
 * The 'Manage Locations' dialog as the property form opens it: the highlight types from the lookup
 * (through api-client, so an `ApiProvider` must be above it), the list value-controlled.
 */
export function ManageLocations({ isOpen, ...options }: ManageLocationsProps) {
  // Mounted only while open, so a new opening does not resume an abandoned draft.
  return isOpen ? <OpenManageLocations {...options} /> : null;
}
