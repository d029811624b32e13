import { propertyTextMaxLengths, storedTextMaxLengths } from '@marketplace/domain';

const { line, email, phone, note } = storedTextMaxLengths;

// The longest text of each field the screens write, by field name (see BodyTextLimits); text not
// named here is held to storedTextMaxLengths.other. The spec's own limits (FAQs, reviews) and the
// profile's live in the domain's schemas, which refuse longer text themselves.

/** A property's text (POST and PUT /api/property, and the same columns of a CSV upload): the domain's, which the bulk upload's check uses too. */
export const propertyTextFields = propertyTextMaxLengths;

/** A listing's rejection reason (PUT /api/property/reject/{id} and /developer/reject/{id}). */
export const rejectionTextFields = { reason: note } as const;

/** An enquiry's note (PATCH /api/enquiries/note/{id}). */
export const enquiryNoteTextFields = { note } as const;

/** A team member (POST and PUT /api/team-members). */
export const teamMemberTextFields = { name: line, title: line, email, mobile: phone } as const;

/** An agent invitation (POST /api/admin/agent_agency_rs/request). */
export const agentInviteTextFields = { agentEmail: email } as const;

/** Sign-in credentials (POST /api/auth/signin). */
export const signInTextFields = { email, password: line } as const;
