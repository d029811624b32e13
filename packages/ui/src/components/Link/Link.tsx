import type { ReactNode } from 'react';
import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone'] as const;

export interface LinkProps extends Omit<RACLinkProps, 'children'> {
  children?: ReactNode;
  /** `inline` sits in running text (underlined); `standalone` stands alone, e.g. 'Back to Project Details'. @default 'inline' */
  variant?: (typeof linkVariants)[number];
  /** Announced after the text of a link with `target="_blank"`. @default '(opens in a new tab)' */
  newTabLabel?: string;
}

/**
 * A link on react-aria's Link. With `href` it is a real anchor; without one it is a
 * focusable link-role action that calls `onPress`.
 */
export function Link({ variant, newTabLabel = '(opens in a new tab)', rel, target, children, className, ...props }: LinkProps) {
  const opensNewTab = target === '_blank';
  return (
    <RACLink
      {...props}
      target={target}
      rel={opensNewTab ? withSafeRel(rel) : rel}
      className={composeRenderProps(className, (userClass) =>
        [styles.link({ variant }), userClass].filter(Boolean).join(' '),
      )}
    >
      {children}
      {/* Styled here rather than react-aria's VisuallyHidden, whose code the panel's header link would put on
          every first load. A block element, as VisuallyHidden rendered, keeps the space before the hint in
          the link's accessible name. */}
      {opensNewTab ? <div className={styles.visuallyHidden}> {newTabLabel}</div> : null}
    </RACLink>
  );
}

/** A new tab must not reach back to this page through `window.opener`, nor receive our URL as referrer. */
function withSafeRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}
