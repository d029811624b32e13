import { agentErrorMessages } from './errorTables.messages';

/** Agent Management: find, invite, pending requests, agency agents (spec 2 sections 2.3, 4, 5 and 8). */
export const agentManagementMessages = {
  title: 'Agent Management',
  pendingInvitations: (count: number) =>
    count === 1 ? '1 pending invitation' : `${count} pending invitations`,
  tabs: {
    findAgents: 'Find Agents',
    pendingRequests: 'Pending Requests',
    ourAgents: 'Our Agents',
  },
  searchLabel: 'Search by email',
  searchPlaceholder: 'Search by email...',
  reset: 'Reset',
  columns: {
    agent: 'Agent',
    contact: 'Contact',
    location: 'Location',
    experience: 'Experience',
    languages: 'Languages',
    status: 'Status',
    actions: 'Actions',
  },
  relationshipStatus: {
    PENDING: 'Pending',
    ACCEPTED: 'Accepted',
  },
  invite: 'Invite',
  pending: 'Pending',
  processing: 'Processing...',
  remove: 'Remove',
  removing: 'Removing...',
  viewAgent: (name: string) => `View ${name}`,
  removeDialog: {
    title: 'Remove Agent',
    body: (agentName: string) => `Are you sure you want to remove ${agentName} from your agency?`,
    confirm: 'Remove',
    cancel: 'Cancel',
  },
  detail: {
    agentDetails: 'Agent Details',
    propertiesTab: (count: number) => `Properties (${count})`,
    loadPropertiesFailed: 'Failed to load agent properties',
    noProperties: 'No properties listed',
    close: 'Close',
  },
  alreadyPending: (firstName: string) => `${firstName} already has a pending invitation request.`,
  emptyFindAgentsSearch: (term: string) =>
    `No agents found with email matching "${term}". Please check the email address and try again.`,
  emptyPendingSearch: 'No pending requests match your email search.',
  empty: {
    findAgents: 'No agents are available at the moment.',
    pendingRequests: 'No pending agent requests found.',
    ourAgents: 'No agents found in your agency.',
  },
  invitationSent: (firstName: string) => `Invitation sent to ${firstName} successfully!`,
  agentRemoved: (agentName: string) => `${agentName} has been removed from your agency successfully`,
  errors: agentErrorMessages,
};
