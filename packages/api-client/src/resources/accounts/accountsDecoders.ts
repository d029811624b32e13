import { lazyDecoder } from '../../decode';

// The accounts host's answers, decoded by schemas that load with the first call (docs/decisions.md, 'Decoders load with the call').
const schemas = () => import('./accountsSchemas');

export const agentPageDecoder = lazyDecoder(() => schemas().then((m) => m.agentPageSchema));
export const developerPageDecoder = lazyDecoder(() => schemas().then((m) => m.developerPageSchema));
export const serviceAreaPageDecoder = lazyDecoder(() => schemas().then((m) => m.serviceAreaPageSchema));
export const profileResponseDecoder = lazyDecoder(() => schemas().then((m) => m.profileResponseSchema));
export const agencyProfileUpdateResultDecoder = lazyDecoder(() => schemas().then((m) => m.agencyProfileUpdateResultSchema));
