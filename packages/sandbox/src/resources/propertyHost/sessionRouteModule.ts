import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import type { AgencyAccessDb } from '../agencyAccess';
import type { PropertyHostDb } from './propertyHost.collections';

/** A property-host route module that checks sessions: the host's tables plus the accounts host's tokens and agencies. */
export type SessionRouteModule = SandboxRouteModule<PropertyHostDb & AgencyAccessDb>;
