import { Card, Stack, Text } from '@marketplace/ui';
import { useId, type ReactNode } from 'react';
import * as styles from '../propertyForm.css';

export interface FormSectionProps {
  title: string;
  children: ReactNode;
}

/** One numbered section of the form (spec 3 section 2.6), a landmark named by its heading. */
export function FormSection({ title, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Card as="section" padding="large" aria-labelledby={headingId}>
      <Stack gap="xlarge">
        <Text as="h2" id={headingId} size="large" weight="bold">
          {title}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

export interface FieldGroupProps {
  title: string;
  children: ReactNode;
}

/** A titled group of fields inside a section ('Property Information', 'Location Details' ...), laid out in a grid. */
export function FieldGroup({ title, children }: FieldGroupProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <Stack gap="medium">
        <Text as="h3" id={headingId} size="medium" weight="semibold">
          {title}
        </Text>
        <div className={styles.fieldGrid}>{children}</div>
      </Stack>
    </div>
  );
}
