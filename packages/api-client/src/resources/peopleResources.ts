// Sub-barrel of the people group: team members, agent-agency relationships and property FAQs, all on
// the property host (see docs/decisions.md for the hosts and the team members' paths).
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
} from './people/teamMembers';
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
} from './people/teamMembers.hooks';
export {
  agentAgencyRelationshipsPath,
  inviteAgent,
  listAgencyAgents,
  pendingInvitationEmails,
  removeAgent,
  type AgencyAgentsParams,
  type AgentInvitation,
} from './people/agentAgencyRelationships';
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
} from './people/agentAgencyRelationships.hooks';
export { createFaq, deleteFaq, faqsPath, getFaq, listPropertyFaqs, updateFaq, type FaqChange, type FaqDraft } from './people/faqs';
export { faqKey, faqsKey, useCreateFaq, useDeleteFaq, useFaq, useFaqs, useUpdateFaq } from './people/faqs.hooks';
