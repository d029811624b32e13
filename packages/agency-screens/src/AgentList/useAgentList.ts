import { useApiClient, useApiQuery, useProperties, useSessionProfile } from '@marketplace/api-client';
import { agentLimits, agentListFailure, type Agent } from '@marketplace/domain';
import type { ToastQueue } from '@marketplace/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { agentListFirstData } from './agentListFirstData';
import type { AgentListViewProps, AgentRequestState } from './agentListViewProps';
import { useAgentListViewState, type AgentListLocation } from './useAgentListViewState';
import { useAgentListMessages, useCommonMessages, useSessionMessages } from '../messages';

/** What the connected agent list needs besides the api-client context. */
export interface AgentListOptions {
  /** Where filters, page and open dialogs live (the URL); without it, the screen keeps them itself. */
  location?: AgentListLocation;
  /** Where the request notices go; they close after 3 seconds (spec 2 section 9). */
  toasts: ToastQueue;
  /**
   * Called when there is no session token, or the server refused it (401): the host signs out and
   * goes to /signin, where 'Your session has expired. Please log in again.' is the reason (spec 2 section 6).
   */
  onSignInRequired?: () => void;
}

function withRequest(requests: ReadonlyMap<Agent['id'], AgentRequestState>, id: Agent['id'], state: AgentRequestState | null) {
  const next = new Map(requests);
  if (state === null) next.delete(id);
  else next.set(id, state);
  return next;
}

/**
 * The agent list on the api-client: every agent (filtered and paged in the browser), the open
 * profile's properties, the simulated 'Request to Add' and its cancel (a one-second wait, no server
 * call, spec 2 section 4), load failures and the expired session.
 */
export function useAgentList({ location, toasts, onSignInRequired }: AgentListOptions): AgentListViewProps {
  const messages = { agentList: useAgentListMessages(), common: useCommonMessages(), session: useSessionMessages() };
  const { agentList: copy } = messages;
  const client = useApiClient();
  const profile = useSessionProfile();
  // The declaration a host preloads at route match: reading through it keeps the key the same.
  const firstData = useMemo(() => agentListFirstData({ profile }), [profile]);
  const hasToken = client.hasToken();
  // Without a token the call could only be refused: the screen asks to sign in instead (spec 2 section 6).
  const list = useApiQuery(hasToken ? firstData.agents : null);
  const [viewState, setViewState] = useAgentListViewState(location);
  const properties = useProperties(viewState.agentId === null ? null : { kind: 'agent', agentId: viewState.agentId });

  const listFailure = list.error ? agentListFailure('agents', list.error, messages) : null;
  const propertiesFailure = properties.error ? agentListFailure('properties', properties.error, messages) : null;
  const signInRequired = !hasToken || Boolean(listFailure?.signInRequired || propertiesFailure?.signInRequired);
  useEffect(() => {
    if (signInRequired) onSignInRequired?.();
  }, [signInRequired, onSignInRequired]);

  const [requests, setRequests] = useState<ReadonlyMap<Agent['id'], AgentRequestState>>(() => new Map());
  // The agents whose wait is running, read synchronously: a second press in the same tick sends nothing.
  const busy = useRef(new Set<Agent['id']>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running) clearTimeout(timer);
    };
  }, []);

  const simulate = useCallback(
    (agent: Agent, during: AgentRequestState, after: AgentRequestState | null, notice: string) => {
      if (busy.current.has(agent.id)) return;
      busy.current.add(agent.id);
      setRequests((current) => withRequest(current, agent.id, during));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        busy.current.delete(agent.id);
        setRequests((current) => withRequest(current, agent.id, after));
        toasts.add({ tone: 'success', title: notice }, { timeout: agentLimits.agentListNoticeDismissMs });
      }, agentLimits.simulatedRequestDelayMs);
      timers.current.add(timer);
    },
    [toasts],
  );
  const onRequestToAdd = useCallback((agent: Agent) => simulate(agent, 'sending', 'sent', copy.requestSent), [simulate, copy]);
  const onCancelRequest = useCallback((agent: Agent) => simulate(agent, 'cancelling', null, copy.requestCancelled), [simulate, copy]);

  const { mutate: reloadList } = list;
  const { mutate: reloadProperties } = properties;
  const onRetry = useCallback(() => void reloadList(), [reloadList]);
  const onRetryProperties = useCallback(() => void reloadProperties(), [reloadProperties]);
  // Stored pictures are property-host paths (/api/media/...): an <img> on a page served elsewhere needs the host in front.
  const mediaUrl = useCallback((value: string) => (value.startsWith('/') && !value.startsWith('//') ? client.url('property', value) : value), [client]);

  const loadError = !hasToken ? messages.session.sessionExpired : (listFailure?.message ?? null);
  return {
    agents: list.data,
    isLoading: hasToken && list.data === undefined && !list.error,
    loadError,
    // Loading again cannot help a session that needs signing in.
    onRetry: signInRequired || !listFailure ? undefined : onRetry,
    viewState,
    onViewStateChange: setViewState,
    agentProperties: {
      properties: properties.data?.content,
      isLoading: viewState.agentId !== null && properties.data === undefined && !properties.error,
      error: propertiesFailure?.message ?? null,
      onRetry: propertiesFailure && !propertiesFailure.signInRequired ? onRetryProperties : undefined,
    },
    requests,
    onRequestToAdd,
    onCancelRequest,
    mediaUrl,
  };
}
