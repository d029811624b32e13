import { lazySchemas } from '../../decode';

// The accounts host's answers, decoded by schemas that load with the first call (docs/decisions.md, 'Decoders load with the call').
const fromSchemas = lazySchemas(() => import('./accountsSchemas'));

export const agentPageDecoder = fromSchemas((m) => m.agentPageSchema);
export const developerPageDecoder = fromSchemas((m) => m.developerPageSchema);
export const serviceAreaPageDecoder = fromSchemas((m) => m.serviceAreaPageSchema);
export const profileResponseDecoder = fromSchemas((m) => m.profileResponseSchema);
export const agencyProfileUpdateResultDecoder = fromSchemas((m) => m.agencyProfileUpdateResultSchema);
