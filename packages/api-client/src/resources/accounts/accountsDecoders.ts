import { lazyDecoder, type Decoder, type LazyDecoder } from '../../decode';

// The accounts host's answers, decoded by schemas that load with the first call (docs/decisions.md, 'Decoders load with the call').
const schemas = () => import('./accountsSchemas');
type Schemas = Awaited<ReturnType<typeof schemas>>;
// Typed here so the emitted declarations name LazyDecoder through this import, not through the package root.
const fromSchemas = <T>(pick: (module: Schemas) => Decoder<T>): LazyDecoder<T> => lazyDecoder(() => schemas().then(pick));

export const agentPageDecoder = fromSchemas((m) => m.agentPageSchema);
export const developerPageDecoder = fromSchemas((m) => m.developerPageSchema);
export const serviceAreaPageDecoder = fromSchemas((m) => m.serviceAreaPageSchema);
export const profileResponseDecoder = fromSchemas((m) => m.profileResponseSchema);
export const agencyProfileUpdateResultDecoder = fromSchemas((m) => m.agencyProfileUpdateResultSchema);
