import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, Stack, Text } from '@marketplace/ui';
import { useRef, useState } from 'react';
import { useShellMessages } from '../../messages';
import { ProfileMenuButton } from './ProfileMenuButton';
import type { PanelLanguages } from './panelLanguages';
import type { PanelUser } from './panelUser';
import { valueLine } from '../../shared/userText.css';

/** Where focus goes in a menu that opens: its first or last item, or the menu itself (null). */
export type MenuFocusStrategy = 'first' | 'last' | null;

export interface ProfileMenuPopoverProps {
  user: PanelUser | null;
  name: string;
  onSignOut: () => void;
  /** How the press on the placeholder trigger asked the menu to open; it opens so on mount. */
  openWith: MenuFocusStrategy;
  /** A group of languages to choose from, after Sign Out. @default none */
  languages?: PanelLanguages | null;
}

/**
 * The profile menu on react-aria's MenuTrigger and Menu: what ProfileMenu hands over to on the
 * first press of its placeholder trigger.
 */
export function ProfileMenuPopover({ user, name, onSignOut, openWith, languages }: ProfileMenuPopoverProps) {
  const messages = useShellMessages();
  const [isOpen, setOpen] = useState(false);
  const [firstOpenFocus, setFirstOpenFocus] = useState(openWith ?? undefined);
  const pendingOpen = useRef(true);

  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setFirstOpenFocus(undefined);
      }}
    >
      <ProfileMenuButton
        name={name}
        picture={user?.profilePicture}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- takes over the focus of the placeholder trigger it replaces
        autoFocus
        onFocus={() => {
          // Opened only once the trigger has focus, so the menu gives focus back to it when it closes.
          if (!pendingOpen.current) return;
          pendingOpen.current = false;
          setOpen(true);
        }}
      />
      <Menu
        // The press that asked for the menu went to the placeholder, so react-aria never saw which item to focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- react-aria's focus strategy of an opening menu, not the DOM autofocus
        autoFocus={firstOpenFocus ?? undefined}
        onAction={(key) => {
          if (key === 'sign-out') onSignOut();
        }}
      >
        <MenuSection
          title={
            <Stack gap="none">
              <Text as="span" size="small" weight="semibold" dir="auto">
                {name}
              </Text>
              {user?.email ? (
                <Text as="span" size="xsmall" tone="muted" dir="ltr" className={valueLine}>
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
        {languages ? <MenuSeparator /> : null}
        {languages ? (
          <MenuSection
            title={
              <Text as="span" size="xsmall" weight="semibold" tone="muted">
                {messages.language}
              </Text>
            }
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[languages.selected]}
            onSelectionChange={(keys) => {
              const [id] = keys === 'all' ? [] : keys;
              if (id !== undefined && id !== languages.selected) languages.onChange(String(id));
            }}
          >
            {languages.options.map((language) => (
              <MenuItem key={language.id} id={language.id} textValue={language.name}>
                <span lang={language.lang}>{language.name}</span>
              </MenuItem>
            ))}
          </MenuSection>
        ) : null}
      </Menu>
    </MenuTrigger>
  );
}
