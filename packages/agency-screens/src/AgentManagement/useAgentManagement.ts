import { useProperties, useRemoveAgent, useSessionProfile } from '@marketplace/api-client';
import { agentLimits, errorMessageFor, isolatedText } from '@marketplace/domain';
import type { ToastQueue } from '@marketplace/ui';
import { useCallback, useMemo, useState } from 'react';
import { agentManagementAgencyId } from './agentManagementFirstData';
import type { AgentManagementRow } from './agentManagementRows';
import type { AgentManagementTab } from './agentManagementViewState';
import type { AgentManagementViewProps } from './agentManagementViewProps';
import { useAgentInvitations } from './useAgentInvitations';
import { useAgentManagementViewState, type AgentManagementLocation } from './useAgentManagementViewState';
import { useAgentTabList } from './useAgentTabList';
import { useAgentManagementMessages } from '../messages';

const notice = { timeout: agentLimits.managementNoticeDismissMs };

/** What the connected screen needs besides the api-client context. */
export interface AgentManagementOptions {
  /** Whose agents to manage; without it, the signed-in agency's (spec 2 section 6). */
  agencyId?: number | null;
  /** Where the tab, search and page live (the URL); without it, the screen keeps them itself. */
  location?: AgentManagementLocation;
  /** Where success and failure notices go. */
  toasts: ToastQueue;
  /** The moment experience is counted from. @default the time the screen mounted */
  now?: Date;
}

/** The Agent Management logic: the tab's list, the pending set, invitations, removals and the detail dialog. */
export function useAgentManagement({ agencyId: givenAgencyId, location, toasts, now: givenNow }: AgentManagementOptions): AgentManagementViewProps {
  const messages = useAgentManagementMessages();
  const profile = useSessionProfile();
  const agencyId = agentManagementAgencyId({ profile, agencyId: givenAgencyId });
  const [mountedAt] = useState(() => new Date());
  const now = givenNow ?? mountedAt;
  const [viewState, setViewState] = useAgentManagementViewState(location);
  const list = useAgentTabList(agencyId, viewState, now);
  const invitations = useAgentInvitations(agencyId, toasts);
  const { trigger: removeTrigger } = useRemoveAgent();
  const [detailRow, setDetailRow] = useState<AgentManagementRow | null>(null);
  const properties = useProperties(detailRow?.agentId == null ? null : { kind: 'agentPublic', agentId: detailRow.agentId });

  const onTabChange = useCallback(
    (tab: AgentManagementTab) => setViewState({ tab, search: '', page: 0 }, { replace: false }),
    [setViewState],
  );
  // A refined search replaces the history entry of the search it refines; a new one adds its own.
  const onSearchChange = useCallback(
    (search: string) => setViewState({ ...viewState, search, page: 0 }, { replace: viewState.search !== '' && search !== '' }),
    [setViewState, viewState],
  );
  const onPageChange = useCallback((page: number) => setViewState({ ...viewState, page }, { replace: false }), [setViewState, viewState]);
  const onReset = useCallback(() => setViewState({ ...viewState, search: '', page: 0 }, { replace: false }), [setViewState, viewState]);

  const rowsOnPage = list.rows?.length;
  const onRemove = useCallback(
    async (row: AgentManagementRow): Promise<void> => {
      if (row.relationshipId === null) return;
      try {
        const { nextPage } = await removeTrigger({ relationshipId: row.relationshipId, page: list.page, itemsOnPage: rowsOnPage });
        toasts.add({ tone: 'success', title: messages.agentRemoved(isolatedText(row.name)) }, notice);
        if (nextPage !== list.page) setViewState({ ...viewState, page: nextPage }, { replace: true });
      } catch (error) {
        toasts.add({ tone: 'error', title: errorMessageFor(error, messages.errors.removeAgent) }, notice);
        throw error;
      }
    },
    [list.page, messages, removeTrigger, rowsOnPage, setViewState, toasts, viewState],
  );

  // A relationship without the agent's account id has no properties to ask for.
  const hasNoAgentId = detailRow !== null && detailRow.agentId === null;
  const detailProperties = useMemo(
    () => ({
      properties: hasNoAgentId ? [] : properties.data?.content,
      total: hasNoAgentId ? 0 : (properties.data?.totalElements ?? null),
      loadError: properties.error ? messages.detail.loadPropertiesFailed : null,
    }),
    [hasNoAgentId, properties.data, properties.error, messages],
  );

  return {
    viewState,
    onTabChange,
    onSearchChange,
    onPageChange,
    onReset,
    rows: list.rows,
    page: list.page,
    pageCount: list.pageCount,
    loadError: list.loadError,
    onRetry: list.retry,
    pendingEmails: invitations.pendingEmails,
    pendingCount: invitations.pendingCount,
    onInvite: invitations.invite,
    onRemove,
    detailRow,
    onDetailChange: setDetailRow,
    detailProperties,
  };
}
