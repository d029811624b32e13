import { expect } from 'storybook/test';

/** Longer than the modal's exit animation (durationFast, 120 ms), with room for a slow machine. */
const exitAnimationWaitMs = 400;

/**
 * After an Escape or an outside click the modal must refuse: it is still open. Right after the
 * event a dialog that was dismissed is still in the page (its exit animation keeps it there), so
 * an immediate `toBeInTheDocument()` passes either way: this checks that no exit has begun
 * (react-aria marks the overlay `data-exiting`) and that the dialog is still there once it would
 * have ended.
 */
export async function expectStillOpen(dialog: HTMLElement): Promise<void> {
  await expect(dialog.closest('[data-exiting]')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, exitAnimationWaitMs));
  await expect(dialog).toBeInTheDocument();
  await expect(dialog.closest('[data-exiting]')).toBeNull();
}
