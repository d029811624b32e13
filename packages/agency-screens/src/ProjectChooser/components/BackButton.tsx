import { Button, Icon } from '@marketplace/ui';
import * as styles from './ProjectChooserParts.css';

/** 'Back to Project Selection' and 'Back to Project Details': one step back in the flow. */
export function BackButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Button variant="ghost" icon={<Icon name="chevronLeft" />} onPress={onPress} className={styles.backLink}>
      {label}
    </Button>
  );
}
