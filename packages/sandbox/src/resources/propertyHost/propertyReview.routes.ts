import { listingStatusIds, propertyRejectionSchema, propertyStatusChangeSchema } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import { errorResponse } from '../../http/responses';
import type { PropertyHostRouteModule, PropertyRecord } from './propertyHost.collections';
import { listingStatusOf, propertyNotFoundMessage, serverNow } from './propertyRecords';
import { readJsonBody, requireBearer } from '../../http/requestGuards';

type Change = (current: PropertyRecord) => PropertyRecord;

/**
 * Spec 3 section 7's status calls, each answering the updated property. The specs leave the
 * resulting states open; the sandbox does the plain thing: the admin sets a listing status or
 * rejects (9, with the reason); the developer approves (APPROVED, time set, reason cleared) or
 * rejects (REJECTED, with the reason), leaving the listing status to the admin.
 */
export const propertyReviewRoutes: PropertyHostRouteModule = ({ property, db }) => {
  const answer = (id: string, change: Change) => {
    const updated = db.properties.update(id, change);
    return updated ? HttpResponse.json(updated) : errorResponse(404, propertyNotFoundMessage(id));
  };

  return [
    property.put<{ id: string }>('/api/property/status/:id', async ({ request, params }) => {
      const denied = requireBearer(request);
      if (denied) return denied;
      const body = await readJsonBody(request, propertyStatusChangeSchema);
      if (!body.ok) return body.response;
      const statusId = body.data.id;
      return answer(params.id, (current) => ({
        ...current,
        listingStatus: listingStatusOf(statusId),
        approvedTime: statusId === listingStatusIds.approved ? serverNow() : current.approvedTime,
      }));
    }),
    property.put<{ id: string }>('/api/property/reject/:id', async ({ request, params }) => {
      const denied = requireBearer(request);
      if (denied) return denied;
      const body = await readJsonBody(request, propertyRejectionSchema);
      if (!body.ok) return body.response;
      return answer(params.id, (current) => ({
        ...current,
        listingStatus: listingStatusOf(listingStatusIds.rejected),
        rejectedOrBlockReason: body.data.reason.trim(),
        approvedTime: null,
      }));
    }),
    property.put<{ id: string }>('/api/property/developer/approve/:id', ({ request, params }) => {
      const denied = requireBearer(request);
      if (denied) return denied;
      return answer(params.id, (current) => ({
        ...current,
        developerApprovalStatus: 'APPROVED',
        developerApprovedTime: serverNow(),
        isDeveloperApproved: true,
        developerRejectReason: null,
      }));
    }),
    property.put<{ id: string }>('/api/property/developer/reject/:id', async ({ request, params }) => {
      const denied = requireBearer(request);
      if (denied) return denied;
      const body = await readJsonBody(request, propertyRejectionSchema);
      if (!body.ok) return body.response;
      return answer(params.id, (current) => ({
        ...current,
        developerApprovalStatus: 'REJECTED',
        developerApprovedTime: null,
        isDeveloperApproved: false,
        developerRejectReason: body.data.reason.trim(),
      }));
    }),
  ];
};
