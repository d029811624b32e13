import { PropertyForm, type PropertyFormTarget } from '@marketplace/agency-screens/property-form';
import { usePropertyEditMessages, usePropertyFormMessages } from '@marketplace/agency-screens/messages';
import type { Property } from '@marketplace/domain';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { panelPath } from '../routes/paths';
import { usePanelToasts } from './panelToasts';

export interface AddNewPropertyFormProps {
  target: PropertyFormTarget;
  /** Back to the chooser (Cancel and Back to Projects, and after a property is added). */
  onBackToChooser: () => void;
}

/**
 * The property form in the Add New Property section: after adding, back to the chooser with
 * 'Property added successfully!' (spec 3 section 4, page flow); after an edit, to the list the
 * property is reviewed in (a project unit's developer list, else the admin list) with the update's
 * message (the developer list's says the approval went back to PENDING).
 */
export default function AddNewPropertyForm({ target, onBackToChooser }: AddNewPropertyFormProps) {
  const toasts = usePanelToasts();
  const propertyFormMessages = usePropertyFormMessages();
  const propertyEditMessages = usePropertyEditMessages();
  const [, navigate] = useLocation();
  const onSaved = useCallback(
    (property: Property, change: 'created' | 'updated') => {
      const inProject = property.projectIdOfThis != null || property.project?.id != null;
      if (change === 'created') {
        toasts?.show({ title: propertyFormMessages.added, tone: 'success' });
        onBackToChooser();
        return;
      }
      toasts?.show({ title: inProject ? propertyEditMessages.updatedDeveloperReset : propertyEditMessages.updated, tone: 'success' });
      navigate(panelPath(inProject ? 'developer-reviewed' : 'admin-reviewed'));
    },
    [navigate, onBackToChooser, propertyEditMessages, propertyFormMessages, toasts],
  );
  const onCancel = useCallback(() => (target.kind === 'edit' ? window.history.back() : onBackToChooser()), [onBackToChooser, target.kind]);
  return <PropertyForm target={target} onSaved={onSaved} onCancel={onCancel} />;
}
