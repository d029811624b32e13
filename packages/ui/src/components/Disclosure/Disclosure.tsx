import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosurePanel as RACDisclosurePanel,
  Heading as RACHeading,
  composeRenderProps,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import * as styles from './Disclosure.css';

export const disclosureVariants = ['card', 'plain'] as const;

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /**
   * The trigger's label and the accessible name of the button. A function receives the expanded
   * state, for labels that change such as 'Show Filters' / 'Hide Filters'.
   */
  title: ReactNode | ((state: { isExpanded: boolean }) => ReactNode);
  /**
   * A second, quieter line under the title (e.g. 'Last updated ...'). It is inside the button, so
   * it is part of the button's name: visible text and spoken name stay the same.
   */
  subtitle?: ReactNode;
  /** The panel's content: shown while expanded, kept mounted but hidden while collapsed. */
  children: ReactNode;
  /** `card`: a bordered surface; `plain`: the trigger and panel inline with the page. @default 'card' */
  variant?: (typeof disclosureVariants)[number];
  /** The level of the heading that wraps the trigger, to fit the page outline. @default 3 */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * A section that expands and collapses under a heading, on react-aria's Disclosure (the button,
 * `aria-expanded`, Enter/Space and the panel wiring come from it). Controlled with
 * `isExpanded`/`onExpandedChange` or uncontrolled with `defaultExpanded`; in a `DisclosureGroup`
 * give each one an `id`.
 */
export function Disclosure({
  title,
  subtitle,
  children,
  variant = 'card',
  headingLevel = 3,
  className,
  ...props
}: DisclosureProps) {
  return (
    <RACDisclosure
      {...props}
      className={composeRenderProps(className, (userClass) => clsx(styles.disclosure({ variant }), userClass))}
    >
      {({ isExpanded }) => (
        <>
          <RACHeading level={headingLevel} className={styles.heading}>
            <RACButton slot="trigger" className={styles.trigger({ variant })}>
              <span className={styles.titles}>
                <span className={styles.title}>{typeof title === 'function' ? title({ isExpanded }) : title}</span>
                {subtitle != null ? <span className={styles.subtitle}>{subtitle}</span> : null}
              </span>
              <svg aria-hidden="true" viewBox="0 0 16 16" className={styles.chevron}>
                <polyline points="4 6 8 10 12 6" />
              </svg>
            </RACButton>
          </RACHeading>
          <RACDisclosurePanel className={styles.panel({ variant })}>{children}</RACDisclosurePanel>
        </>
      )}
    </RACDisclosure>
  );
}
