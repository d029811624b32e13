import { AlertDialog } from '@marketplace/ui';
import { AgentDetailDialog } from './AgentDetailDialog';
import type { AgentManagementRow } from '../agentManagementRows';
import type { AgentDetailProperties, AgentManagementViewProps } from '../agentManagementViewProps';
import { useAgentManagementMessages } from '../../messages';
import { withIsolatedValue } from '../../shared/withIsolatedValue';

export interface AgentManagementDialogsProps {
  /** The agent the detail dialog shows (the last one while it animates out), or null. */
  readonly detail: AgentManagementRow | null;
  readonly isDetailOpen: boolean;
  readonly onCloseDetail: () => void;
  readonly detailProperties: AgentDetailProperties;
  /** The agent whose removal is asked (the last one while it animates out), or null. */
  readonly removal: AgentManagementRow | null;
  readonly isRemovalOpen: boolean;
  readonly onCancelRemoval: () => void;
  readonly onRemove: AgentManagementViewProps['onRemove'];
}

/**
 * The agent detail dialog and the removal confirmation in one module, the default export: the view
 * loads it lazily (loadAgentManagementDialogs), since neither is needed to show a tab.
 */
export default function AgentManagementDialogs({
  detail,
  isDetailOpen,
  onCloseDetail,
  detailProperties,
  removal,
  isRemovalOpen,
  onCancelRemoval,
  onRemove,
}: AgentManagementDialogsProps) {
  const messages = useAgentManagementMessages();
  return (
    <>
      <AgentDetailDialog row={detail} isOpen={isDetailOpen} onClose={onCloseDetail} properties={detailProperties} />
      {removal ? (
        <AlertDialog
          isOpen={isRemovalOpen}
          onOpenChange={(open) => (open ? undefined : onCancelRemoval())}
          title={messages.removeDialog.title}
          confirmLabel={messages.removeDialog.confirm}
          cancelLabel={messages.removeDialog.cancel}
          pendingLabel={messages.removing}
          tone="danger"
          onConfirm={() => onRemove(removal)}
          onCancel={onCancelRemoval}
        >
          {withIsolatedValue(messages.removeDialog.body, removal.name)}
        </AlertDialog>
      ) : null}
    </>
  );
}
