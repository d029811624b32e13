import { lazySchemas } from '../../decode';

// Team and agent answers, decoded by schemas that load with the first call (docs/decisions.md, 'Decoders load with the call').
const fromSchemas = lazySchemas(() => import('./teamAndAgentsSchemas'));

export const relationshipPageDecoder = fromSchemas((m) => m.relationshipPageSchema);
export const teamMemberPageDecoder = fromSchemas((m) => m.teamMemberPageSchema);
export const teamMemberDecoder = fromSchemas((m) => m.teamMemberSchema);
