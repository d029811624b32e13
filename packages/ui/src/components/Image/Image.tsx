import { useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { Icon } from '../Icon/Icon';
import * as styles from './Image.css';
import { useImageSourceFilter } from './ImageSourcePolicyProvider';

export const imageFits = ['cover', 'contain'] as const;

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'src'> {
  /** The picture's address. */
  src?: string;
  /** Text alternative; `''` marks a decorative picture. Also names the placeholder. */
  alt: string;
  /** Tried when `src` is missing or fails, e.g. a default property picture. */
  fallbackSrc?: string;
  /** How the picture fills its box. @default 'cover' */
  fit?: (typeof imageFits)[number];
  /** Box ratio kept by the picture and the placeholder alike, e.g. '3.5 / 1' or '16 / 9'. */
  aspectRatio?: string;
}

/**
 * An `<img>` that survives broken addresses: it falls back to `fallbackSrc`, and when that
 * fails too, to a neutral placeholder box of the same size. An address the nearest
 * `ImageSourcePolicyProvider` does not allow (another host's) counts as missing and is never requested.
 */
export function Image({ src, alt, fallbackSrc, fit, aspectRatio, className, style, onError, width, height, ...props }: ImageProps) {
  const allowed = useImageSourceFilter();
  const sources = [allowed(src), allowed(fallbackSrc)].filter((source): source is string => Boolean(source));
  // Failures are counted per pair of addresses, so new addresses start over from the first.
  const sourcesKey = sources.join('\n');
  const [failures, setFailures] = useState({ key: sourcesKey, count: 0 });
  const failed = failures.key === sourcesKey ? failures.count : 0;
  const current = sources[failed];

  const boxStyle: CSSProperties = { aspectRatio, inlineSize: width, blockSize: height, ...style };

  if (current === undefined) {
    const named = alt !== '';
    return (
      <span
        role={named ? 'img' : undefined}
        aria-label={named ? alt : undefined}
        aria-hidden={named ? undefined : true}
        className={clsx(styles.placeholder, className)}
        style={boxStyle}
      >
        <span className={styles.placeholderIcon}>
          <Icon name="image" size="fill" />
        </span>
      </span>
    );
  }

  return (
    <img
      {...props}
      src={current}
      alt={alt}
      width={width}
      height={height}
      className={clsx(styles.image({ fit }), className)}
      style={aspectRatio ? { aspectRatio, ...style } : style}
      onError={(event) => {
        onError?.(event);
        setFailures({ key: sourcesKey, count: failed + 1 });
      }}
    />
  );
}
