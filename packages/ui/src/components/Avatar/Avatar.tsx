import { useState, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { Icon } from '../Icon/Icon';
import { useImageSourceFilter } from '../Image/ImageSourcePolicyProvider';
import * as styles from './Avatar.css';

export const avatarSizes = ['small', 'medium', 'large'] as const;

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /**
   * The picture's address; a missing or broken one, or one the nearest `ImageSourcePolicyProvider`
   * does not allow, falls back to initials or a user glyph.
   */
  src?: string | null;
  /** Whose avatar this is: gives the initials and, unless `alt` is set, the accessible name. */
  name?: string | null;
  /**
   * Accessible name; `''` hides the avatar from assistive technology, right when the name is
   * written beside it. @default name
   */
  alt?: string;
  /** small 32, medium 48, large 96 (multiples of the control heights). @default 'medium' */
  size?: (typeof avatarSizes)[number];
}

/** A round profile picture that falls back to the person's initials, or to a user glyph. */
export function Avatar({ src: requested, name, alt, size, className, ...props }: AvatarProps) {
  const src = useImageSourceFilter()(requested);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? name ?? '';
  const initials = initialsOf(name ?? '');
  const showPicture = Boolean(src) && src !== failedSrc;

  return (
    <span
      {...props}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={clsx(styles.avatar({ size }), className)}
    >
      {showPicture ? (
        <img src={src ?? undefined} alt="" className={styles.picture} onError={() => setFailedSrc(src ?? null)} />
      ) : initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <span className={styles.glyph}>
          <Icon name="user" size="fill" />
        </span>
      )}
    </span>
  );
}

/** First letter of the first and of the last word, so 'Sara Al Mansouri' gives 'SM'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word === undefined ? '' : (Array.from(word)[0] ?? '')))
    .join('')
    .toLocaleUpperCase();
}
