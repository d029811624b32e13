import { createElement, type HTMLAttributes, type ElementType } from 'react';
import { clsx } from 'clsx';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    /** The element to render. @default 'div' */
    as?: ElementType;
  };

/** Layout primitive: takes the sprinkles atoms as props so screens compose rather than write CSS. */
export function Box({ as = 'div', className, ...rest }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  return createElement(as, { className: clsx(sprinkles(atomProps as Sprinkles), className), ...nativeProps });
}
