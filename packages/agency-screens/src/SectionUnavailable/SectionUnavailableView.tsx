import { Card, EmptyState, Icon, Stack } from '@marketplace/ui';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useShellMessages } from '../messages';

export interface SectionUnavailableViewProps {
  /** Name of the section, shown as the page heading. */
  sectionTitle: string;
}

/**
 * What a panel section shows until its screen ships: it says so plainly instead of a blank page.
 * View only: it shows no data, so it has no hook and no connected screen.
 */
export function SectionUnavailableView({ sectionTitle }: SectionUnavailableViewProps) {
  const messages = useShellMessages();
  return (
    <Stack gap="large">
      <ScreenHeader title={sectionTitle} />
      <Card>
        <EmptyState
          headingLevel={2}
          icon={<Icon name="info" />}
          title={messages.sectionUnavailableTitle}
          description={messages.sectionUnavailableBody}
        />
      </Card>
    </Stack>
  );
}
