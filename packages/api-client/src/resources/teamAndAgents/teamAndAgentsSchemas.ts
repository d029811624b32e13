import { agentAgencyRelationshipSchema, dataPageSchema, springPageSchema, teamMemberSchema } from '@marketplace/domain';

// Only teamAndAgentsDecoders.ts imports this module, dynamically: zod stays out of the routes' first load.

export { teamMemberSchema };
export const relationshipPageSchema = dataPageSchema(agentAgencyRelationshipSchema);
export const teamMemberPageSchema = springPageSchema(teamMemberSchema);
