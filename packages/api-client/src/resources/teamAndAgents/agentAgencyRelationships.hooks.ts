import {
  agentLimits,
  isErrorCase,
  pageAfterRemoval,
  type AgentAgencyRelationship,
  type AgentAgencyStatus,
  type SpringPage,
} from '@marketplace/domain';
import { useMemo } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '../../errors';
import { useApiQuery } from '../../react/useApiQuery';
import { useOptimisticMutation, type OptimisticMutation } from '../../react/useOptimisticMutation';
import { createKey, keyStartsWith } from '../../swrKeys';
import { inviteAgent, listAgencyAgents, pendingInvitationEmails, removeAgent } from './agentAgencyRelationships';

/** Cache key of one page of an agency's relationships; all start with `'agencyAgents'`. */
export function agencyAgentsKey(agencyId: number, status: AgentAgencyStatus, page = 0, size: number = agentLimits.pageSize) {
  return createKey('agencyAgents', { agencyId, status, page, size });
}

/** Cache key of an agency's set of pending invitation e-mails. */
export function pendingInvitationEmailsKey(agencyId: number) {
  return createKey('pendingInvitationEmails', { agencyId });
}

/**
 * One page of the agency's agents in a status: ACCEPTED for Our Agents, PENDING for Pending Requests
 * (spec 2 section 2.3). `agencyId` `null` loads nothing until the profile is known.
 */
export function useAgencyAgents(
  agencyId: number | null,
  status: AgentAgencyStatus,
  page = 0,
  size: number = agentLimits.pageSize,
): SWRResponse<SpringPage<AgentAgencyRelationship>, ApiError> {
  return useApiQuery(
    agencyId === null ? null : { key: agencyAgentsKey(agencyId, status, page, size), fetch: (client) => listAgencyAgents(client, { agencyId, status, page, size }) },
  );
}

/** What {@link usePendingInvitationEmails} returns. */
export interface PendingInvitationEmails {
  /** The e-mails with an open invitation; undefined until loaded. */
  data: ReadonlySet<string> | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  isValidating: boolean;
}

/**
 * The e-mails with an open invitation, which mark rows pending and block a second invitation.
 * The cache holds them as a list: SWR does not notice a changed Set, so an optimistic mark on one
 * would never render.
 */
export function usePendingInvitationEmails(agencyId: number | null): PendingInvitationEmails {
  const { data, error, isLoading, isValidating } = useApiQuery(
    agencyId === null
      ? null
      : { key: pendingInvitationEmailsKey(agencyId), fetch: (client) => pendingInvitationEmails(client, agencyId).then((emails) => [...emails]) },
  );
  const emails = useMemo(() => (data ? new Set(data) : undefined), [data]);
  return { data: emails, error, isLoading, isValidating };
}

function withEmail(emails: readonly string[] | undefined, email: string): string[] {
  return [...new Set(emails).add(email)];
}

function withoutEmail(emails: readonly string[] | undefined, email: string): string[] {
  return (emails ?? []).filter((existing) => existing !== email);
}

/** What {@link useInviteAgent} sends. */
export interface AgentInvite {
  /** The agent account's e-mail, exactly as the Find Agents row shows it. */
  agentEmail: string;
}

/**
 * Invites an agent (spec 2 sections 4 and 7.3). The e-mail joins the pending set at once, so the row
 * shows 'Pending' while the call runs. A failure takes it out again, except a refusal as a duplicate:
 * the agent is then already invited and the row stays pending. The trigger still rejects, so the
 * screen can show the catalogue's message.
 */
export function useInviteAgent(agencyId: number): OptimisticMutation<AgentInvite, void> {
  const { mutate } = useSWRConfig();
  return useOptimisticMutation({
    key: null,
    mutation: async (client, { agentEmail }: AgentInvite) => {
      const key = pendingInvitationEmailsKey(agencyId);
      let wasPending = false;
      await mutate<string[]>(
        key,
        (current) => {
          wasPending = current?.includes(agentEmail) ?? false;
          return withEmail(current, agentEmail);
        },
        { revalidate: false },
      );
      try {
        await inviteAgent(client, { agencyId, agentEmail });
      } catch (error) {
        if (isErrorCase(error, 'duplicate')) throw error;
        if (!wasPending) await mutate<string[]>(key, (current) => withoutEmail(current, agentEmail), { revalidate: false });
        void mutate(key);
        throw error;
      }
      void mutate(key);
      void mutate(keyStartsWith('agencyAgents'));
    },
  });
}

/** What {@link useRemoveAgent} sends: the relationship, and where the list stood for the page rule. */
export interface AgentRemoval {
  relationshipId: number;
  /** The page shown when removing. @default 0 */
  page?: number;
  /** How many agents that page showed; without it the list stays on `page`. */
  itemsOnPage?: number;
}

/** The outcome of a removal: the page the list should show next. */
export interface AgentRemoved {
  /** One page back when the removed agent was the only one on a page above 0 (spec 2 section 4). */
  nextPage: number;
}

/**
 * Removes an agent from the agency. The agency's lists and its pending set reload, and so do the
 * accounts host's agent lists (keys starting `'agents'`): the agent is free again and belongs under
 * Find Agents.
 */
export function useRemoveAgent(): OptimisticMutation<AgentRemoval, AgentRemoved> {
  const { mutate } = useSWRConfig();
  return useOptimisticMutation({
    key: null,
    mutation: async (client, { relationshipId, page = 0, itemsOnPage }: AgentRemoval) => {
      await removeAgent(client, relationshipId);
      void mutate(keyStartsWith('agencyAgents'));
      void mutate(keyStartsWith('pendingInvitationEmails'));
      void mutate(keyStartsWith('agents'));
      return { nextPage: itemsOnPage === undefined ? page : pageAfterRemoval(page, itemsOnPage) };
    },
  });
}
