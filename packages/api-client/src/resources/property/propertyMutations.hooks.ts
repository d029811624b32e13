import type { Property, PropertyPayload, PropertyUpdatePayload } from '@marketplace/domain';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '../../client';
import { useOptimisticMutation, type OptimisticMutation } from '../../react/useOptimisticMutation';
import { keyStartsWith } from '../../swrKeys';
import {
  approvePropertyAsDeveloper,
  createProperty,
  deleteProperty,
  rejectProperty,
  rejectPropertyAsDeveloper,
  setPropertyStatus,
  updateProperty,
  type PropertyRejectionInput,
  type PropertyStatusUpdate,
} from './propertyMutations';

/**
 * A property change that no spec shows at once: it runs, then every property list and the
 * dashboard counters reload, whatever their filter or page.
 */
function usePropertyChange<Arg, Result>(mutation: (client: ApiClient, arg: Arg) => Promise<Result>): OptimisticMutation<Arg, Result> {
  const { mutate } = useSWRConfig();
  return useOptimisticMutation<never, Arg, Result>({
    key: null,
    mutation: async (client, arg) => {
      const result = await mutation(client, arg);
      await Promise.all([mutate(keyStartsWith('properties')), mutate(keyStartsWith('propertyCounts'))]);
      return result;
    },
  });
}

/** Creates a property (POST /api/property). */
export function useCreateProperty(): OptimisticMutation<PropertyPayload, Property> {
  return usePropertyChange((client, payload: PropertyPayload) => createProperty(client, payload));
}

/** Updates a property (PUT /api/property). */
export function useUpdateProperty(): OptimisticMutation<PropertyUpdatePayload, Property> {
  return usePropertyChange((client, payload: PropertyUpdatePayload) => updateProperty(client, payload));
}

/** Deletes a property by id (DELETE /api/property/{id}). */
export function useDeleteProperty(): OptimisticMutation<number, void> {
  return usePropertyChange((client, id: number) => deleteProperty(client, id));
}

/** Sets a property's listing status (PUT /api/property/status/{id}). */
export function useSetPropertyStatus(): OptimisticMutation<PropertyStatusUpdate, Property> {
  return usePropertyChange((client, change: PropertyStatusUpdate) => setPropertyStatus(client, change));
}

/** Rejects a property as the admin (PUT /api/property/reject/{id}). */
export function useRejectProperty(): OptimisticMutation<PropertyRejectionInput, Property> {
  return usePropertyChange((client, rejection: PropertyRejectionInput) => rejectProperty(client, rejection));
}

/** Approves a project unit as its developer (PUT /api/property/developer/approve/{id}). */
export function useApprovePropertyAsDeveloper(): OptimisticMutation<number, Property> {
  return usePropertyChange((client, id: number) => approvePropertyAsDeveloper(client, id));
}

/** Rejects a project unit as its developer (PUT /api/property/developer/reject/{id}). */
export function useRejectPropertyAsDeveloper(): OptimisticMutation<PropertyRejectionInput, Property> {
  return usePropertyChange((client, rejection: PropertyRejectionInput) => rejectPropertyAsDeveloper(client, rejection));
}
