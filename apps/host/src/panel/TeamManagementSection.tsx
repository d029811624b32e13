import { TeamManagement } from '@marketplace/agency-screens/team-management';
import { useUrlQueryLocation } from './useUrlQueryLocation';

/** Agency Team Management with its search and page kept in the URL. */
export default function TeamManagementSection() {
  return <TeamManagement location={useUrlQueryLocation()} />;
}
