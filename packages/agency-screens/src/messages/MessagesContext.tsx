import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '@marketplace/domain';

// The one context object of the package: every screen entry imports it from this module, so the
// build's shared chunk holds a single copy and a provider mounted by the embedder reaches them all.
const MessagesContext = createContext<Messages | undefined>(undefined);

export interface MessagesProviderProps {
  /**
   * The whole catalogue of one locale (e.g. `ar` from `@marketplace/domain/ar`); every group is read
   * from it. Undefined is as if this provider were not there (an outer provider's catalogue, else
   * English group by group): a host that switches locale keeps one provider in its tree, so nothing
   * below remounts, and never loads the whole `en`.
   */
  messages: Messages | undefined;
  children?: ReactNode;
}

/**
 * Gives every screen below it the copy of one locale. Without a provider the screens speak English,
 * each group falling back to its own English object (so a page loads only the copy it shows).
 */
export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const outer = useContext(MessagesContext);
  return <MessagesContext.Provider value={messages ?? outer}>{children}</MessagesContext.Provider>;
}

/** One group of the provided catalogue, or `english` when no provider is mounted. */
export function useMessageGroup<Group extends keyof Messages>(group: Group, english: Messages[Group]): Messages[Group] {
  return useContext(MessagesContext)?.[group] ?? english;
}

/** The provided catalogue, or undefined without one: for code that loads its English fallback on demand. */
export function useProvidedMessages(): Messages | undefined {
  return useContext(MessagesContext);
}
