import { createContext, use, useContext } from 'react';
import type { HostRuntime } from './createHostRuntime';

export const HostRuntimeContext = createContext<HostRuntime | null>(null);

/**
 * The runtime the host created at start-up. In demo mode it first waits for the demo credentials (a
 * few bytes, requested at start-up beside the route's code), so the sign-in form paints with them.
 */
export function useHostRuntime(): HostRuntime {
  const runtime = useContext(HostRuntimeContext);
  if (!runtime) throw new Error('useHostRuntime needs <HostRuntimeContext.Provider>');
  use(runtime.demoCredentialsLoaded);
  return runtime;
}
