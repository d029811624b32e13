import { useApiQuery, useInviteAgent } from '@marketplace/api-client';
import { agentLimits, errorMessageFor, isolatedText } from '@marketplace/domain';
import type { ToastQueue } from '@marketplace/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { pendingEmailsQuery } from './agentManagementFirstData';
import { comparableEmail, isEmailPending, type AgentManagementRow } from './agentManagementRows';
import { useAgentManagementMessages } from '../messages';

// Team and agent-management notices close after 5 seconds (spec 2 section 9).
const notice = { timeout: agentLimits.managementNoticeDismissMs };

/** The pending set and the Invite action. */
export interface AgentInvitations {
  /** E-mails with an open invitation, plus those being invited; undefined until the lookup answers. */
  readonly pendingEmails: ReadonlySet<string> | undefined;
  /** How many invitations are open (the lookup's up to 100), null until it answers or when it failed. */
  readonly pendingCount: number | null;
  readonly invite: (row: AgentManagementRow) => void;
}

/**
 * Invitations (spec 2 sections 4, 5 and 7.3): the row turns 'Pending' at once; a second invitation of
 * a pending e-mail is refused with the catalogue's message and sends nothing; a second press while
 * the first runs does nothing. A failure takes the row back to Invite (the api-client rolls the set
 * back) with the catalogue's message, except a refusal as a duplicate, which keeps it pending.
 */
export function useAgentInvitations(agencyId: number | null, toasts: ToastQueue): AgentInvitations {
  const messages = useAgentManagementMessages();
  const lookup = useApiQuery(agencyId === null ? null : pendingEmailsQuery(agencyId));
  const { trigger } = useInviteAgent(agencyId ?? 0);
  // Comparable e-mails whose invitation runs: a ref for the synchronous double-press check, state to render.
  const running = useRef(new Set<string>());
  const [inviting, setInviting] = useState<ReadonlySet<string>>(() => new Set());

  const pendingEmails = useMemo(() => {
    if (!lookup.data) return inviting.size > 0 ? inviting : undefined;
    return new Set([...lookup.data, ...inviting]);
  }, [lookup.data, inviting]);

  const invite = useCallback(
    (row: AgentManagementRow) => {
      const email = row.email;
      const key = comparableEmail(email);
      if (agencyId === null || email === null || key === '' || running.current.has(key)) return;
      if (lookup.data && isEmailPending(new Set(lookup.data), email)) {
        toasts.add({ tone: 'error', title: messages.alreadyPending(isolatedText(row.firstName)) }, notice);
        return;
      }
      running.current.add(key);
      setInviting((current) => new Set(current).add(key));
      const settle = () => {
        running.current.delete(key);
        setInviting((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      };
      trigger({ agentEmail: email }).then(
        () => {
          settle();
          toasts.add({ tone: 'success', title: messages.invitationSent(isolatedText(row.firstName)) }, notice);
        },
        (error: unknown) => {
          settle();
          toasts.add({ tone: 'error', title: errorMessageFor(error, messages.errors.invite) }, notice);
        },
      );
    },
    [agencyId, lookup.data, messages, toasts, trigger],
  );

  return { pendingEmails, pendingCount: lookup.data ? lookup.data.length : null, invite };
}
