import { createContext, useContext } from 'react';
import type { HostRuntime } from './createHostRuntime';

export const HostRuntimeContext = createContext<HostRuntime | null>(null);

/** The runtime the host created at start-up. */
export function useHostRuntime(): HostRuntime {
  const runtime = useContext(HostRuntimeContext);
  if (!runtime) throw new Error('useHostRuntime needs <HostRuntimeContext.Provider>');
  return runtime;
}
