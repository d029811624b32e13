import { lazyDecoder } from '../../decode';

// Team and agent answers, decoded by schemas that load with the first call (docs/decisions.md, 'Decoders load with the call').
const schemas = () => import('./teamAndAgentsSchemas');

export const relationshipPageDecoder = lazyDecoder(() => schemas().then((m) => m.relationshipPageSchema));
export const teamMemberPageDecoder = lazyDecoder(() => schemas().then((m) => m.teamMemberPageSchema));
export const teamMemberDecoder = lazyDecoder(() => schemas().then((m) => m.teamMemberSchema));
