import type { HTMLAttributes, ReactNode } from 'react';
import { Button as RACButton, Heading, Link as RACLink } from 'react-aria-components';
import { clsx } from 'clsx';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export const cardTitleLevels = [2, 3, 4, 5, 6] as const;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading of the card; on an interactive card it is also the text of its primary action. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 3 */
  titleLevel?: (typeof cardTitleLevels)[number];
  /** A muted line under the title, e.g. an address. */
  subtitle?: ReactNode;
  /** Controls at the end of the header, e.g. edit and delete icon buttons. */
  actions?: ReactNode;
  /** Edge-to-edge content above the header, e.g. a property image. */
  media?: ReactNode;
  /** A row under the body, separated by a rule, e.g. buttons or a 'Member since' line. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Space inside the card. @default 'medium' */
  padding?: (typeof cardPaddings)[number];
  /** Makes the card interactive: the title becomes a link to this address and the whole card is its hit area. */
  href?: string;
  /** Makes the card interactive: the title becomes a button and the whole card is its hit area. */
  onPress?: () => void;
  /** Accessible name of the primary action when the card has no `title`. */
  actionLabel?: string;
  /** The element of the surface; `article` suits cards in a list of like items. @default 'div' */
  as?: 'div' | 'article' | 'section' | 'li';
}

/**
 * A surface grouping a header, a body and a footer. A clickable card keeps one real link or
 * button (its title) stretched over the surface, so header actions stay separate controls.
 */
export function Card({
  title,
  titleLevel = 3,
  subtitle,
  actions,
  media,
  footer,
  children,
  padding,
  href,
  onPress,
  actionLabel,
  as: Root = 'div',
  className,
  ...props
}: CardProps) {
  const interactive = href !== undefined || onPress !== undefined;
  const action = (content: ReactNode, label?: string) =>
    href !== undefined ? (
      <RACLink href={href} onPress={onPress} aria-label={label} className={styles.primaryAction}>
        {content}
      </RACLink>
    ) : (
      <RACButton onPress={onPress} aria-label={label} className={styles.primaryAction}>
        {content}
      </RACButton>
    );
  const hasHeader = title !== undefined || subtitle !== undefined || actions !== undefined;

  return (
    <Root {...props} className={clsx(styles.card({ padding, interactive }), className)}>
      {media !== undefined ? <div className={styles.media}>{media}</div> : null}
      {interactive && title === undefined ? action(null, actionLabel) : null}
      {hasHeader ? (
        <div className={styles.header}>
          <div className={styles.headings}>
            {title !== undefined ? (
              <Heading level={titleLevel} className={styles.title}>
                {interactive ? action(title) : title}
              </Heading>
            ) : null}
            {subtitle !== undefined ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children !== undefined ? <div className={styles.body}>{children}</div> : null}
      {footer !== undefined ? <div className={styles.footer}>{footer}</div> : null}
    </Root>
  );
}
