export { tokens, breakpoints, type Tokens } from './theme/tokens';
export { vars } from './theme/vars.css';
export { lightTheme } from './theme/lightTheme.css';
export { media } from './theme/media';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';

export { ThemeProvider, type ThemeProviderProps } from './components/ThemeProvider/ThemeProvider';
export { Box, type BoxProps } from './components/Box/Box';
export { Stack, stackDirections, type StackProps } from './components/Stack/Stack';
export { Text, textSizes, textTones, textWeights, type TextProps } from './components/Text/Text';
export { Button, buttonSizes, buttonVariants, type ButtonProps } from './components/Button/Button';
export { AppShell, type AppShellProps } from './components/AppShell/AppShell';
export { SidebarNav, SidebarNavItem, type SidebarNavProps, type SidebarNavItemProps } from './components/AppShell/SidebarNav';
