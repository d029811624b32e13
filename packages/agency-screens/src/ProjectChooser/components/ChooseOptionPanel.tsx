import { ActionCard, Stack, Text } from '@marketplace/ui';
import * as styles from './ProjectChooserParts.css';
import { useProjectChooserMessages } from '../../messages';

export interface ChooseOptionPanelProps {
  /** 'Add to Existing Project': the list below is where a project is chosen. */
  onChooseExisting: () => void;
  /** 'Add Standalone Property'. */
  onChooseStandalone: () => void;
}

/** 'Choose an Option' (spec 3 section 2.3): add to an approved project, or a standalone property. */
export function ChooseOptionPanel({ onChooseExisting, onChooseStandalone }: ChooseOptionPanelProps) {
  const messages = useProjectChooserMessages();
  return (
    <Stack as="section" gap="medium" aria-labelledby="project-chooser-options-heading">
      <Text as="h2" size="xlarge" weight="bold" id="project-chooser-options-heading" className={styles.heading}>
        {messages.chooseOption}
      </Text>
      <div className={styles.options}>
        <ActionCard icon="home" title={messages.addToExisting} description={messages.addToExistingDescription} onPress={onChooseExisting} />
        <ActionCard icon="plus" title={messages.addStandalone} description={messages.addStandaloneDescription} onPress={onChooseStandalone} />
      </div>
    </Stack>
  );
}
