import type { SVGProps } from 'react';
import { clsx } from 'clsx';
import * as styles from './Icon.css';
import { iconPaths } from './IconPaths';

export type IconName = keyof typeof iconPaths;

export const iconNames = Object.keys(iconPaths) as readonly IconName[];
export const iconSizes = ['small', 'medium', 'fill'] as const;

/**
 * Glyphs that point along the line: previous/next, back/forward, leaving. They are mirrored in
 * right-to-left text, so 'next' points left in Arabic. The others (search, close, check, the up/down
 * chevron, upload/download, the pencil) read the same both ways and stay.
 */
export const directionalIconNames: readonly IconName[] = ['chevronLeft', 'chevronRight', 'logout'];
const directional = new Set<IconName>(directionalIconNames);

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref' | 'name'> {
  /** Which glyph to draw. */
  name: IconName;
  /** `fill` takes the size of the parent box. @default 'medium' */
  size?: (typeof iconSizes)[number];
  /**
   * Accessible name for an icon that carries meaning on its own. Without it the icon is
   * decorative and hidden from assistive technology, which is right whenever text sits beside it.
   */
  label?: string;
  /**
   * Mirror the glyph in right-to-left text. Defaults to true for the directional glyphs
   * (`directionalIconNames`); pass false where the glyph points at something fixed on screen.
   */
  mirrorInRtl?: boolean;
}

/** A small outline icon drawn in the current text colour. */
export function Icon({ name, size, label, mirrorInRtl = directional.has(name), className, ...props }: IconProps) {
  const a11yProps = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11yProps}
      {...props}
      className={clsx(styles.icon({ size }), mirrorInRtl && styles.mirroredInRtl, className)}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

/** Narrows any string to an icon name, so components can accept a name or their own element. */
export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && Object.hasOwn(iconPaths, value);
}
