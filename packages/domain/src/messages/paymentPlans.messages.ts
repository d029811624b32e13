import { englishCount, englishDecimal, englishPlural } from './englishCounts';

const percent = (value: number) => `${englishDecimal(value, 2)}%`;

/** The property form's payment plans and their milestones (spec 3 section 3, issue 17). */
export const paymentPlansMessages = {
  title: 'Payment Plans',
  /** Under the title: the spec sets no rule on the milestones' sum, so this only advises. */
  intro: "Each plan's milestones should add up to 100%.",
  empty: 'No payment plans added',
  addPlan: 'Add payment plan',
  /** A plan's heading: its number, and its name once typed. */
  planHeading: (position: number, name: string) => (name.trim() === '' ? `Payment plan ${position}` : `Payment plan ${position}: ${name.trim()}`),
  planName: 'Plan name',
  resaleAvailable: 'Resale available (%)',
  percentHint: 'From 0 to 100',
  note: 'Note',
  removePlan: (position: number) => `Remove payment plan ${position}`,
  /** Asked before a plan that holds anything is removed; an empty one goes at once. */
  removePlanDialog: {
    title: (position: number) => `Remove payment plan ${position}?`,
    body: (name: string, milestones: number) =>
      `${name.trim() === '' ? 'This plan' : `"${name.trim()}"`} and its ${englishCount(milestones)} ${englishPlural(milestones, { one: 'milestone', other: 'milestones' })} will be removed from the form.`,
    confirm: 'Remove plan',
    cancel: 'Keep plan',
  },
  milestones: 'Milestones',
  noMilestones: 'No milestones yet.',
  addMilestone: 'Add milestone',
  milestone: (position: number) => `Milestone ${position}`,
  milestoneName: (position: number) => `Milestone ${position} name`,
  milestonePercentage: (position: number) => `Milestone ${position} percentage`,
  milestoneDescription: (position: number) => `Milestone ${position} description`,
  removeMilestone: (position: number) => `Remove milestone ${position}`,
  /** A milestone's schedule: the dates its payment falls due. */
  dueDates: (position: number) => `Milestone ${position} due dates`,
  noDueDates: 'No due dates',
  newDueDate: (position: number) => `Milestone ${position} new due date`,
  addDueDate: 'Add due date',
  removeDueDate: (date: string, position: number) => `Remove due date ${date} of milestone ${position}`,
  /** Schedule entries of another shape (another client's), kept as they are when the form saves. */
  otherScheduleEntries: (count: number) =>
    `${englishCount(count)} other schedule ${englishPlural(count, { one: 'entry is', other: 'entries are' })} kept as saved.`,
  /** A percentage field whose text is not a number yet; the field keeps the text. */
  notANumber: (label: string) => `${label} must be a number, such as 40 or 12.5.`,
  outOfRange: (label: string) => `${label} must be from 0 to 100.`,
  /** The running total of a plan's milestones. */
  total: (total: number) => `Total: ${percent(total)} of 100%`,
  /** Warnings, not errors: the spec sets no rule on the sum, so the form still saves. */
  totalUnder: (missing: number) => `${percent(missing)} is not assigned to a milestone yet. The form still saves.`,
  totalOver: (excess: number) => `The milestones exceed 100% by ${percent(excess)}. The form still saves.`,
};
