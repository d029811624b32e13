import { vars } from './vars.css';

/** The status tones every badge-like component offers. */
export const tones = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;
export type Tone = (typeof tones)[number];

/** A *Soft background with its *Text colour: each pair is AA (>= 4.5:1) in the theme. */
export const softTone = {
  neutral: { background: vars.color.neutralSoft, color: vars.color.neutralText },
  primary: { background: vars.color.primarySoft, color: vars.color.primaryText },
  success: { background: vars.color.successSoft, color: vars.color.successText },
  warning: { background: vars.color.warningSoft, color: vars.color.warningText },
  danger: { background: vars.color.dangerSoft, color: vars.color.dangerText },
  info: { background: vars.color.infoSoft, color: vars.color.infoText },
} as const satisfies Record<Tone, { background: string; color: string }>;

/** The solid colour of a tone, for dots, edges and bars that repeat what a label already says. */
export const solidTone = {
  neutral: vars.color.borderStrong,
  primary: vars.color.primary,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
  info: vars.color.info,
} as const satisfies Record<Tone, string>;

/** Builds a recipe's `tone` variants from a tone's solid colour, e.g. `(c) => ({ borderColor: c })`. */
export function solidToneVariants<T>(toStyle: (colour: string) => T): Record<Tone, T> {
  return Object.fromEntries(tones.map((tone) => [tone, toStyle(solidTone[tone])])) as Record<Tone, T>;
}
