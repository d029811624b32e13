import {
  accountsPageSchema,
  agencyProfileSchema,
  agencyProfileUpdateResultSchema,
  agentSchema,
  dataItemSchema,
  developerSchema,
  serviceAreaSchema,
  springPageSchema,
} from '@marketplace/domain';

// Only accountsDecoders.ts imports this module, dynamically: zod stays out of the routes' first load.

export { agencyProfileUpdateResultSchema };
export const agentPageSchema = accountsPageSchema(agentSchema);
export const developerPageSchema = accountsPageSchema(developerSchema);
export const serviceAreaPageSchema = springPageSchema(serviceAreaSchema);
export const profileResponseSchema = dataItemSchema(agencyProfileSchema);
