import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { lightTheme } from '../../theme/lightTheme.css';
import * as styles from './ThemeProvider.css';

export interface ThemeProviderProps {
  children: ReactNode;
  /** Extra class for the themed root element. */
  className?: string;
}

/** Puts the light theme's CSS variables on a root element; every ui component must sit inside one. */
export function ThemeProvider({ children, className }: ThemeProviderProps) {
  return <div className={clsx(lightTheme, styles.root, className)}>{children}</div>;
}
