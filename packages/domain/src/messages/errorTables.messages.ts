import type { ErrorMessageTable } from '../errors/errorMessageTable';

const teamListNetwork = 'Network error. Please check your internet connection and try again.';
const teamListServer = 'The server encountered an error. Our team has been notified.';
const shortNetwork = 'Network error. Please check your internet connection.';

/** Spec 2 section 8, team rows: the message for each error situation of the team screen. */
export const teamErrorMessages = {
  listLoad: {
    default: 'Unable to load team members. Please try again later.',
    notFound: 'Team member information is not available right now. Please try again later.',
    forbidden: "You don't have permission to view team members. Please contact your administrator.",
    network: teamListNetwork,
    server: teamListServer,
  } satisfies ErrorMessageTable,
  save: {
    default: 'Unable to save team member. Please try again.',
    duplicate: 'A team member with this information already exists.',
    forbidden: "You don't have permission to perform this action.",
    network: shortNetwork,
    validation: 'Please check the information you entered and try again.',
  } satisfies ErrorMessageTable,
  loadForEdit: {
    default: 'Unable to load team member details. Please try again.',
    notFound: 'This team member is no longer available.',
    forbidden: "You don't have permission to edit this team member.",
  } satisfies ErrorMessageTable,
  delete: {
    default: 'Unable to delete team member. Please try again later.',
    notFound: 'This team member may have already been deleted.',
    forbidden: "You don't have permission to delete team members.",
    network: shortNetwork,
  } satisfies ErrorMessageTable,
};

/** Spec 2 section 8, agent rows: the message for each error situation of agent management. */
export const agentErrorMessages = {
  availableAgents: {
    default: 'Unable to load available agents. Please try again later.',
    notFound: 'No agents are available at the moment.',
    forbidden: "You don't have permission to view agents. Please contact your administrator.",
    network: teamListNetwork,
    server: teamListServer,
  } satisfies ErrorMessageTable,
  invite: {
    default: 'Unable to send invitation. Please try again later.',
    duplicate: 'An invitation has already been sent to this agent.',
    forbidden: "You don't have permission to send invitations.",
    // 'network message as above' reads as the row above it, which copies the team list's.
    network: teamListNetwork,
  } satisfies ErrorMessageTable,
  agencyAgents: {
    default: 'Unable to load agency agents. Please try again later.',
    notFound: 'No agents found in your agency.',
    forbidden: "You don't have permission to view agency agents. Please contact your administrator.",
  } satisfies ErrorMessageTable,
  removeAgent: {
    default: 'Unable to remove agent from agency. Please try again later.',
    notFound: 'This agent may have already been removed from your agency.',
    forbidden: "You don't have permission to remove agents from the agency.",
  } satisfies ErrorMessageTable,
  pendingRequests: {
    default: 'Unable to load pending agent requests. Please try again later.',
    notFound: 'No pending agent requests found.',
    forbidden: "You don't have permission to view pending requests. Please contact your administrator.",
  } satisfies ErrorMessageTable,
};
