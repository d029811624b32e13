import type { Agent } from '@marketplace/domain';
import { PlainButton } from '@marketplace/ui';
import type { AgentRequestState } from '../agentListViewProps';
import { useAgentListMessages } from '../../messages';

export interface RequestButtonProps {
  agent: Agent;
  /** The agent's name for the button's accessible name. */
  name: string;
  state: AgentRequestState | undefined;
  onRequestToAdd: (agent: Agent) => void;
  onCancelRequest: (agent: Agent) => void;
}

/** 'Request to Add', then 'Cancel Request'; 'Processing...' and inert during the one-second wait, so it cannot be sent twice. */
export function RequestButton({ agent, name, state, onRequestToAdd, onCancelRequest }: RequestButtonProps) {
  const copy = useAgentListMessages();
  const isBusy = state === 'sending' || state === 'cancelling';
  const isSent = state === 'sent' || state === 'cancelling';
  return (
    <PlainButton
      size="small"
      variant={isSent ? 'ghost' : 'primary'}
      aria-label={isBusy ? undefined : isSent ? copy.cancelRequestFor(name) : copy.requestToAddFor(name)}
      // aria-disabled rather than disabled: the button keeps the keyboard focus through the wait.
      aria-disabled={isBusy || undefined}
      onClick={() => {
        if (isBusy) return;
        if (isSent) onCancelRequest(agent);
        else onRequestToAdd(agent);
      }}
    >
      {isBusy ? copy.processing : isSent ? copy.cancelRequest : copy.requestToAdd}
    </PlainButton>
  );
}
