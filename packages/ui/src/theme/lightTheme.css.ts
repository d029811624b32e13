import { createTheme } from '@vanilla-extract/css';
import { tokens } from './tokens';
import { vars } from './vars.css';

/** The light theme: apply its class to a root element (the ThemeProvider does). */
export const lightTheme = createTheme(vars, tokens);
