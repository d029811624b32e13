import { AgencyProfileView } from './AgencyProfileView';
import { useAgencyProfileScreen, type AgencyProfileScreenOptions } from './useAgencyProfileScreen';

/** Props of the connected agency profile screen. */
export type AgencyProfileProps = AgencyProfileScreenOptions;

/** The signed-in agency's profile on the api-client: header, details with edit and save, customer reviews. */
export function AgencyProfile(props: AgencyProfileProps) {
  return <AgencyProfileView {...useAgencyProfileScreen(props)} />;
}
