import { shellMessages, type Messages } from '@marketplace/domain';
import { Card, EmptyState, Icon, Stack, Text } from '@marketplace/ui';

export interface SectionUnavailableViewProps {
  /** Name of the section, shown as the page heading. */
  sectionTitle: string;
  /** Copy of the message catalogue. @default en.shell */
  messages?: Pick<Messages['shell'], 'sectionUnavailableTitle' | 'sectionUnavailableBody'>;
}

/** What a panel section shows until its screen ships: it says so plainly instead of a blank page. */
export function SectionUnavailableView({ sectionTitle, messages = shellMessages }: SectionUnavailableViewProps) {
  return (
    <Stack gap="large">
      <Text as="h1" size="xxlarge" weight="bold">
        {sectionTitle}
      </Text>
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
