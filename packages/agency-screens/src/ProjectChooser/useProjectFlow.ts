import { useCallback, useState } from 'react';
import { chooserStep, type ProjectChooserStep } from './projectChooserStep';

/** How the flow's step is held: by the caller (`step` with `onStepChange`), or here from `defaultStep`. */
export interface ProjectFlowOptions {
  /** The step, when the caller holds it (the host keeps it in the URL). */
  step?: ProjectChooserStep;
  /** The first step when the flow holds it itself. @default the chooser */
  defaultStep?: ProjectChooserStep;
  /** Every step change, controlled or not. */
  onStepChange?: (step: ProjectChooserStep) => void;
}

/**
 * The chooser -> details -> add-to-project state machine, controlled or uncontrolled like an input:
 * given `step`, the flow shows it and only reports changes; otherwise it keeps its own.
 */
export function useProjectFlow({ step, defaultStep = chooserStep, onStepChange }: ProjectFlowOptions = {}) {
  const [ownStep, setOwnStep] = useState(defaultStep);
  const current = step ?? ownStep;
  const setStep = useCallback(
    (next: ProjectChooserStep) => {
      setOwnStep(next);
      onStepChange?.(next);
    },
    [onStepChange],
  );
  return [current, setStep] as const;
}
