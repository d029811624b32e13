// Sub-barrel of spec 2's team members and agent-agency relationships, both on the property host (see
// docs/decisions.md for the hosts and the team members' paths).
export {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  searchTeamMembers,
  teamMemberAgencySelector,
  teamMembersFilter,
  teamMembersPath,
  updateTeamMember,
  type TeamMemberListParams,
} from './teamAndAgents/teamMembers';
export {
  teamMemberKey,
  teamMembersKey,
  useCreateTeamMember,
  useDeleteTeamMember,
  useTeamMember,
  useTeamMembers,
  useUpdateTeamMember,
  type TeamMemberDeleted,
  type TeamMemberDeletion,
  type TeamMemberUpdate,
  type UseTeamMembersParams,
} from './teamAndAgents/teamMembers.hooks';
export {
  agentAgencyRelationshipsPath,
  inviteAgent,
  listAgencyAgents,
  pendingInvitationEmails,
  removeAgent,
  type AgencyAgentsParams,
  type AgentInvitation,
} from './teamAndAgents/agentAgencyRelationships';
export {
  agencyAgentsKey,
  pendingInvitationEmailsKey,
  useAgencyAgents,
  useInviteAgent,
  usePendingInvitationEmails,
  useRemoveAgent,
  type AgentInvite,
  type AgentRemoval,
  type AgentRemoved,
  type PendingInvitationEmails,
} from './teamAndAgents/agentAgencyRelationships.hooks';
