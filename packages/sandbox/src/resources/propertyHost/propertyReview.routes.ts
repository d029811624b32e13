import { listingStatusIds, propertyRejectionSchema, propertyStatusChangeSchema, roleIds } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import { errorResponse } from '../../http/responses';
import type { PropertyRecord } from './propertyHost.collections';
import type { SessionRouteModule } from './sessionRouteModule';
import { listingStatusOf, ownsProperty, propertyNotFoundMessage, serverNow } from './propertyRecords';
import { readJsonBody, requireBearer, requireSession } from '../../http/requestGuards';
import { agencyOf, sameId } from '../agencyAccess';
import { rejectionTextFields } from '../writtenTextLimits';

type Change = (current: PropertyRecord) => PropertyRecord;

/**
 * Spec 3 section 7's status calls, each answering the updated property. The specs leave the
 * resulting states open; the sandbox does the plain thing: the admin sets a listing status or
 * rejects (9, with the reason); the developer approves (APPROVED, time set, reason cleared) or
 * rejects (REJECTED, with the reason), leaving the listing status to the admin.
 */
export const propertyReviewRoutes: SessionRouteModule = ({ property, db }) => {
  // Only the listing's agency, or for the developer calls the developer of the unit's project, may
  // change a listing; anyone else gets the 404 of an unknown id.
  const answer = (request: Request, id: string, change: Change, as: 'agency' | 'developer' = 'agency') => {
    const current = db.properties.get(id);
    if (!current || !mayReview(request, current, as)) return errorResponse(404, propertyNotFoundMessage(id));
    const updated = db.properties.update(id, change);
    return updated ? HttpResponse.json(updated) : errorResponse(404, propertyNotFoundMessage(id));
  };
  const mayReview = (request: Request, record: PropertyRecord, as: 'agency' | 'developer') => {
    const account = requireSession(request, db.authTokens);
    if (account instanceof Response) return false;
    if (ownsProperty(agencyOf(account, db), record)) return true;
    const project = as === 'developer' && record.projectIdOfThis != null ? db.projects.get(record.projectIdOfThis) : undefined;
    return account.roleId === roleIds.DEVELOPER && project !== undefined && sameId(project.developerId, account.id);
  };

  return [
    property.put<{ id: string }>('/api/property/status/:id', async ({ request, params }) => {
      const denied = requireBearer(request, db.authTokens);
      if (denied) return denied;
      const body = await readJsonBody(request, propertyStatusChangeSchema);
      if (!body.ok) return body.response;
      const statusId = body.data.id;
      return answer(request, params.id, (current) => ({
        ...current,
        listingStatus: listingStatusOf(statusId),
        approvedTime: statusId === listingStatusIds.approved ? serverNow() : current.approvedTime,
      }));
    }),
    property.put<{ id: string }>('/api/property/reject/:id', async ({ request, params }) => {
      const denied = requireBearer(request, db.authTokens);
      if (denied) return denied;
      const body = await readJsonBody(request, propertyRejectionSchema, rejectionTextFields);
      if (!body.ok) return body.response;
      return answer(request, params.id, (current) => ({
        ...current,
        listingStatus: listingStatusOf(listingStatusIds.rejected),
        rejectedOrBlockReason: body.data.reason.trim(),
        approvedTime: null,
      }));
    }),
    property.put<{ id: string }>('/api/property/developer/approve/:id', ({ request, params }) => {
      const denied = requireBearer(request, db.authTokens);
      if (denied) return denied;
      return answer(request, params.id, (current) => ({
        ...current,
        developerApprovalStatus: 'APPROVED',
        developerApprovedTime: serverNow(),
        isDeveloperApproved: true,
        developerRejectReason: null,
      }), 'developer');
    }),
    property.put<{ id: string }>('/api/property/developer/reject/:id', async ({ request, params }) => {
      const denied = requireBearer(request, db.authTokens);
      if (denied) return denied;
      const body = await readJsonBody(request, propertyRejectionSchema, rejectionTextFields);
      if (!body.ok) return body.response;
      return answer(request, params.id, (current) => ({
        ...current,
        developerApprovalStatus: 'REJECTED',
        developerApprovedTime: null,
        isDeveloperApproved: false,
        developerRejectReason: body.data.reason.trim(),
      }), 'developer');
    }),
  ];
};
