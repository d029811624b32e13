import { ApplicationErrorDialog } from '@marketplace/agency-screens/agency-panel';
import type { ReactNode } from 'react';
import { RenderErrorBoundary } from './RenderErrorBoundary';
import { useUnhandledErrors } from './useUnhandledErrors';

/** Global unhandled errors, from rendering or from events and promises, appear in the 'Application Error' modal. */
export function ApplicationErrors({ children }: { children: ReactNode }) {
  const { message, dismiss, report } = useUnhandledErrors();
  return (
    <>
      <RenderErrorBoundary onError={report}>{children}</RenderErrorBoundary>
      <ApplicationErrorDialog message={message} onDismiss={dismiss} />
    </>
  );
}
