import { milestoneTotal, paymentPlanPercentBounds, type PaymentMilestone } from '@marketplace/domain';
import { Icon, Text } from '@marketplace/ui';
import { usePaymentPlansMessages } from '../../messages';
import * as styles from './paymentPlansEditor.css';

/** Props of {@link MilestoneTotal}. */
export interface MilestoneTotalProps {
  milestones: readonly PaymentMilestone[];
}

/**
 * A plan's running total against 100%, with a warning while it is under or over: the spec sets no
 * rule on the sum, so the warning advises and the form still saves (issue 17). A polite live region,
 * so the total is heard as shares are typed without taking the focus.
 */
export function MilestoneTotal({ milestones }: MilestoneTotalProps) {
  const messages = usePaymentPlansMessages();
  const { total, state } = milestoneTotal(milestones);
  const { max } = paymentPlanPercentBounds;
  const warning = state === 'under' ? messages.totalUnder(max - total) : state === 'over' ? messages.totalOver(total - max) : null;
  // The region stays in place while empty: a live region must exist before its text changes to be heard.
  return (
    <div role="status" className={styles.totalLine}>
      {state === 'empty' ? null : (
        <>
          <Text as="span" weight="semibold" tone={state === 'complete' ? 'success' : 'neutral'}>
            {messages.total(total)}
          </Text>
          {warning === null ? null : (
            <Text as="span" size="small" tone="warning" className={styles.totalLine}>
              <Icon name="alert" size="small" />
              {warning}
            </Text>
          )}
        </>
      )}
    </div>
  );
}
