import { Avatar, Button, type ButtonProps } from '@marketplace/ui';
import * as styles from '../AgencyPanel.css';

export interface ProfileMenuButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'variant'> {
  /** The user's name, already given its fallback. */
  name: string;
  picture?: string | null;
}

/** The header button of the profile menu: the user's picture and name. */
export function ProfileMenuButton({ name, picture, ...props }: ProfileMenuButtonProps) {
  return (
    <Button {...props} variant="ghost" icon={<Avatar src={picture ?? undefined} name={name} alt="" size="small" />}>
      <span dir="auto" className={styles.profileName}>
        {name}
      </span>
    </Button>
  );
}
