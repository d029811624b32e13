import { useRef, useState, type ComponentType } from 'react';
import { useShellMessages } from '../../messages';
import { loadProfileMenuPopover } from './loadProfileMenuPopover';
import { ProfileMenuButton } from './ProfileMenuButton';
import type { PanelLanguages } from './panelLanguages';
import type { PanelUser } from './panelUser';
import type { MenuFocusStrategy, ProfileMenuPopoverProps } from './ProfileMenuPopover';

export type { PanelLanguage, PanelLanguages } from './panelLanguages';
export type { PanelUser } from './panelUser';

export interface ProfileMenuProps {
  user: PanelUser | null;
  onSignOut: () => void;
  /** The languages the panel offers, as a group of the menu after Sign Out. @default none */
  languages?: PanelLanguages | null;
}

interface LoadedPopover {
  Popover: ComponentType<ProfileMenuPopoverProps>;
  openWith: MenuFocusStrategy;
}

/**
 * The header's profile menu (spec 3 section 2.1): picture (falling back to a default user
 * image), name (falling back to 'User'), e-mail, and Sign Out; beyond the spec, the language
 * choice when the host offers one.
 *
 * Until it is first opened it renders the trigger alone, announced as a closed menu button; its
 * first hover or focus fetches the menu's code. The first press then hands over to react-aria's
 * MenuTrigger, which opens as react-aria would have: on the first item from the keyboard or a
 * screen reader (the last one for ArrowUp), on the menu itself otherwise. Focus moves to the new
 * trigger first, so closing the menu gives it back there.
 */
export function ProfileMenu({ user, onSignOut, languages = null }: ProfileMenuProps) {
  const messages = useShellMessages();
  const name = user?.name?.trim() || messages.userFallback;
  const [loaded, setLoaded] = useState<LoadedPopover | null>(null);
  const opening = useRef(false);

  if (loaded) {
    const { Popover, openWith } = loaded;
    return <Popover user={user} name={name} onSignOut={onSignOut} openWith={openWith} languages={languages} />;
  }

  const preload = () => {
    // A failed preload is not the user's concern: the press loads again and reports a failure.
    loadProfileMenuPopover().catch(() => undefined);
  };
  const open = (strategy: MenuFocusStrategy) => {
    if (opening.current) return;
    opening.current = true;
    loadProfileMenuPopover().then(
      ({ ProfileMenuPopover }) => setLoaded({ Popover: ProfileMenuPopover, openWith: strategy }),
      (error: unknown) => {
        opening.current = false;
        throw error;
      },
    );
  };

  return (
    <ProfileMenuButton
      name={name}
      picture={user?.profilePicture}
      aria-haspopup
      aria-expanded={false}
      preventFocusOnPress
      onHoverStart={preload}
      onFocus={preload}
      // The same keys and pointers that open react-aria's menu trigger.
      onPressStart={(event) => {
        if (event.pointerType !== 'touch' && event.pointerType !== 'keyboard') open(event.pointerType === 'virtual' ? 'first' : null);
      }}
      onPress={(event) => {
        if (event.pointerType === 'touch') open(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') open('first');
        else if (event.key === 'ArrowUp') open('last');
        else event.continuePropagation();
      }}
    />
  );
}
