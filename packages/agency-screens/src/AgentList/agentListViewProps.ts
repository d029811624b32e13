import type { Agent, AgentListViewState, Property } from '@marketplace/domain';

/** Where an agent's simulated 'Request to Add' stands (spec 2 section 4): no server call is made. */
export type AgentRequestState = 'sending' | 'sent' | 'cancelling';

/** The Listed Properties of the agent whose profile is open. */
export interface AgentPropertiesState {
  /** The agent's properties; `undefined` until they load (or while no profile is open). */
  properties: readonly Property[] | undefined;
  isLoading: boolean;
  /** 'Failed to fetch agent properties. Status: N' or 'Failed to load properties', in the dialog. */
  error?: string | null;
  /** Loads them again; offered beside the error. */
  onRetry?: () => void;
}

/** Props of the pure agent list view: data, status and callbacks, no fetching. */
export interface AgentListViewProps {
  /** Every agent, unfiltered; `undefined` until the first load answers. */
  agents: readonly Agent[] | undefined;
  /** The first load is running: the table shows skeleton rows. */
  isLoading: boolean;
  /**
   * 'Failed to fetch agents. Status: N', 'Failed to load agents', or the expired session's message,
   * in a red banner under the title; the list keeps any data it had. @default null
   */
  loadError?: string | null;
  /** Loads the list again; offered beside the load error. Without it (the session expired) there is no Retry. */
  onRetry?: () => void;

  /** Filters, page and open dialogs: controlled, so the caller can keep them in the URL. */
  viewState: AgentListViewState;
  /**
   * Called with the next view state. Filter text arrives debounced (300 ms after the last keystroke)
   * with `replace`; pages, dialogs and Reset Filters arrive at once.
   */
  onViewStateChange: (next: AgentListViewState, options: { replace: boolean }) => void;

  /** The open profile's Listed Properties. */
  agentProperties: AgentPropertiesState;

  /** Each agent's request, by agent id; an agent not in the map offers 'Request to Add'. @default none */
  requests?: ReadonlyMap<Agent['id'], AgentRequestState>;
  /** 'Request to Add': the caller waits one second, then says 'Request sent successfully'. */
  onRequestToAdd: (agent: Agent) => void;
  /** 'Cancel Request': the caller waits one second, then says 'Request cancelled successfully'. */
  onCancelRequest: (agent: Agent) => void;

  /**
   * Where to load a stored picture from: the value as the server sent it, already checked by the
   * image-URL rule (spec 2 section 5). @default the value itself
   */
  mediaUrl?: (value: string) => string;
  /**
   * How the property dialog shows the listed date. @default medium date in the locale of react-aria's `I18nProvider`, Western digits
   */
  formatDate?: (value: string) => string;
}
