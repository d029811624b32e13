import { lazyDecoder, type Decoder, type LazyDecoder } from '../../decode';

// Team and agent answers, decoded by schemas that load with the first call (docs/decisions.md, 'Decoders load with the call').
const schemas = () => import('./teamAndAgentsSchemas');
type Schemas = Awaited<ReturnType<typeof schemas>>;
// Typed here so the emitted declarations name LazyDecoder through this import, not through the package root.
const fromSchemas = <T>(pick: (module: Schemas) => Decoder<T>): LazyDecoder<T> => lazyDecoder(() => schemas().then(pick));

export const relationshipPageDecoder = fromSchemas((m) => m.relationshipPageSchema);
export const teamMemberPageDecoder = fromSchemas((m) => m.teamMemberPageSchema);
export const teamMemberDecoder = fromSchemas((m) => m.teamMemberSchema);
