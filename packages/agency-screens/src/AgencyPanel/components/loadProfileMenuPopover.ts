// react-aria's menu, popover and focus management are most of the panel's code, yet most visits never open the menu.
// A module of its own so tests can hold the code back and press before it arrives.
export const loadProfileMenuPopover = () => import('./ProfileMenuPopover');
