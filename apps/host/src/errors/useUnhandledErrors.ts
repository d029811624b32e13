import { useEffect, useState } from 'react';

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  return typeof reason === 'string' ? reason : '';
}

/** The latest error nothing else handled (a thrown event handler, a rejected promise), for the Application Error modal. */
export function useUnhandledErrors() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const onError = (event: ErrorEvent) => setMessage(messageOf(event.error ?? event.message));
    const onRejection = (event: PromiseRejectionEvent) => setMessage(messageOf(event.reason));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return { message, dismiss: () => setMessage(null), report: setMessage };
}
