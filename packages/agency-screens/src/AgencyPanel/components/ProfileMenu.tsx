import { en, type Messages } from '@marketplace/domain';
import { Avatar, Button, Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, Stack, Text } from '@marketplace/ui';
import * as styles from '../AgencyPanel.css';

/** What the header shows of the signed-in user. */
export interface PanelUser {
  name?: string | null;
  email?: string | null;
  profilePicture?: string | null;
}

export interface ProfileMenuProps {
  user: PanelUser | null;
  onSignOut: () => void;
  /** @default en.shell */
  messages?: Messages['shell'];
}

/**
 * The header's profile menu (spec 3 section 2.1): picture (falling back to a default user
 * image), name (falling back to 'User'), e-mail, and Sign Out.
 */
export function ProfileMenu({ user, onSignOut, messages = en.shell }: ProfileMenuProps) {
  const name = user?.name?.trim() || messages.userFallback;
  return (
    <MenuTrigger>
      <Button variant="ghost" icon={<Avatar src={user?.profilePicture ?? undefined} name={name} alt="" size="small" />}>
        <span className={styles.profileName}>{name}</span>
      </Button>
      <Menu
        onAction={(key) => {
          if (key === 'sign-out') onSignOut();
        }}
      >
        <MenuSection
          title={
            <Stack gap="none">
              <Text as="span" size="small" weight="semibold">
                {name}
              </Text>
              {user?.email ? (
                <Text as="span" size="xsmall" tone="muted">
                  {user.email}
                </Text>
              ) : null}
            </Stack>
          }
        >
          <MenuSeparator />
          <MenuItem id="sign-out" tone="danger">
            {messages.signOut}
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
