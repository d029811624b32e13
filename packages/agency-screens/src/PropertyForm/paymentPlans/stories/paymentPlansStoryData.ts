import type { PaymentPlan } from '@marketplace/domain';
import { createPaymentPlan, createSeededRandom, type FixturePaymentPlan } from '@marketplace/domain/fixtures';

/** An off-plan unit's plan for a pre-handover share: milestones that add up to 100. */
export function typicalPlan(preHandoverPct = 40, seed = 7): FixturePaymentPlan {
  return createPaymentPlan(createSeededRandom(seed), 5000 + seed, preHandoverPct);
}

/** A plan whose handover milestone was typed short (or long) by `change` points. */
export function planOffBy(change: number, seed = 11): FixturePaymentPlan {
  const plan = typicalPlan(40, seed);
  const milestones = plan.paymentMilestones;
  return {
    ...plan,
    paymentMilestones: milestones.map((milestone, index) =>
      index === milestones.length - 1 ? { ...milestone, pct: milestone.pct + change } : milestone,
    ),
  };
}

/** Five plans, one per pre-handover share, two of them with brochure-long names. */
export function manyPlans(): PaymentPlan[] {
  const plans: PaymentPlan[] = [20, 40, 50, 75, 100].map((share, index) => typicalPlan(share, 30 + index));
  return plans.map((plan, index) =>
    index % 2 === 1
      ? { ...plan, name: `${plan.name ?? ''} with post-handover instalments over 36 months, DLD fee waived for bookings before launch-event-closing` }
      : plan,
  );
}

/** A plan as another client saved it: due dates on its milestones and one schedule entry of another shape. */
export function scheduledPlan(): FixturePaymentPlan {
  const plan = typicalPlan(50, 3);
  return {
    ...plan,
    paymentMilestones: plan.paymentMilestones.map((milestone, index) =>
      index === 1 ? { ...milestone, paymentSchedule: ['2027-03-31', '2027-09-30', { amount: 125000 }] } : milestone,
    ),
  };
}
