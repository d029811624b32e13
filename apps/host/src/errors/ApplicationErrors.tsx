import { lazy, Suspense, type ReactNode } from 'react';
import { RenderErrorBoundary } from './RenderErrorBoundary';
import { useUnhandledErrors } from './useUnhandledErrors';

// The modal's code (react-aria's overlays) is fetched only when an error needs it, not on every first visit.
const ApplicationErrorDialog = lazy(() => import('./ApplicationErrorDialogInLocale'));

/** Global unhandled errors, from rendering or from events and promises, appear in the 'Application Error' modal. */
export function ApplicationErrors({ children }: { children: ReactNode }) {
  const { message, dismiss, report } = useUnhandledErrors();
  return (
    <>
      <RenderErrorBoundary onError={report}>{children}</RenderErrorBoundary>
      {message !== null ? (
        <Suspense fallback={null}>
          <ApplicationErrorDialog message={message} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}
