import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { clsx } from 'clsx';
import { VisuallyHidden } from 'react-aria-components';
import type { Tokens } from '../../theme/tokens';
import * as styles from './Skeleton.css';
import { skeletonTokenLengths } from './skeletonLengths.css';

export const skeletonVariants = ['text', 'rect', 'circle'] as const;

type CssLengthUnit = 'px' | 'rem' | 'em' | '%' | 'vw' | 'vh' | 'ch';

/** A space or size token name (e.g. 'large', 'controlMedium'), or a CSS length such as '60%' or '12rem'. */
export type SkeletonLength = keyof Tokens['space'] | keyof Tokens['size'] | `${number}${CssLengthUnit}`;

function resolveLength(length: SkeletonLength | undefined): string | undefined {
  if (length === undefined) return undefined;
  return skeletonTokenLengths[length] ?? length;
}

export interface SkeletonProps {
  /** A line of text, a block (image, card, input) or a circle (avatar). @default 'text' */
  variant?: (typeof skeletonVariants)[number];
  /** Defaults to the full width for text and rect, and to `controlMedium` for a circle. */
  width?: SkeletonLength;
  /** Defaults to a text line, `controlLarge` for rect, and the width for a circle. */
  height?: SkeletonLength;
  className?: string;
}

/**
 * A shimmering placeholder for content that is loading. Decorative (`aria-hidden`): put it inside a
 * `LoadingRegion`, which tells assistive technology that the content is loading.
 */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps) {
  const isCircle = variant === 'circle';
  const style: CSSProperties = {
    inlineSize: resolveLength(isCircle ? (width ?? height) : width),
    blockSize: resolveLength(isCircle ? (height ?? width) : height),
  };
  return <span aria-hidden="true" className={clsx(styles.skeleton({ variant }), className)} style={style} />;
}

export interface SkeletonTextProps {
  /** How many lines of text to stand in for; the last of several is shorter, like a paragraph. @default 3 */
  lines?: number;
  /** Width of the block. @default '100%' */
  width?: SkeletonLength;
  className?: string;
}

/** Several skeleton lines shaped like a paragraph. */
export function SkeletonText({ lines = 3, width, className }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <span aria-hidden="true" className={clsx(styles.textBlock, className)} style={{ inlineSize: resolveLength(width) }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="text" width={count > 1 && index === count - 1 ? '60%' : undefined} />
      ))}
    </span>
  );
}

export interface LoadingRegionProps extends HTMLAttributes<HTMLDivElement> {
  /** While true, the region is `aria-busy` and shows `skeleton` instead of `children`. */
  isLoading: boolean;
  /** Read by screen readers in place of the skeleton. @default 'Loading' */
  loadingLabel?: string;
  /** The placeholder shown while loading, usually `Skeleton`s shaped like the content. */
  skeleton?: ReactNode;
  children?: ReactNode;
}

/**
 * The loading pattern: a region marked `aria-busy` while its content loads, with a visually hidden
 * label so a screen reader says 'Loading' where sighted users see the skeleton.
 */
export function LoadingRegion({ isLoading, loadingLabel = 'Loading', skeleton, children, ...rest }: LoadingRegionProps) {
  return (
    <div {...rest} aria-busy={isLoading || undefined}>
      {isLoading ? (
        <>
          <VisuallyHidden>{loadingLabel}</VisuallyHidden>
          {skeleton}
        </>
      ) : (
        children
      )}
    </div>
  );
}
