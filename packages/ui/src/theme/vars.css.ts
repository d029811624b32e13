import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(value: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, typeof inner === 'string' ? null : toContract(inner)]),
  ) as Contract<T>;
}

/** The theme contract: every component styles itself through these CSS variables only. */
export const vars = createThemeContract(toContract(tokens));
