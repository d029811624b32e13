import { AgencyProfileView } from './AgencyProfileView';
import { useAgencyProfile, type AgencyProfileOptions } from './useAgencyProfile';

/** Props of the connected agency profile screen. */
export type AgencyProfileProps = AgencyProfileOptions;

/** The signed-in agency's profile on the api-client: header, details with edit and save, customer reviews. */
export function AgencyProfile(props: AgencyProfileProps) {
  return <AgencyProfileView {...useAgencyProfile(props)} />;
}
