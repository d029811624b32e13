import type { Agent, Property } from '@marketplace/domain';
import { AgentProfileDialog } from './AgentProfileDialog';
import { PropertyDetailsDialog } from './PropertyDetailsDialog';
import type { AgentListViewProps, AgentPropertiesState, AgentRequestState } from '../agentListViewProps';
import { dialogPrice } from '../../shared/dialogPrice';
import { useNumberText } from '../../shared/useIntlFormats';

export interface AgentListDialogsProps extends Pick<AgentListViewProps, 'onRequestToAdd' | 'onCancelRequest'> {
  /** The agent the profile shows (the last one while it animates out). */
  readonly agent: Agent | undefined;
  readonly isAgentOpen: boolean;
  /** The property the details show (the last one while it animates out). */
  readonly property: Property | undefined;
  readonly isPropertyOpen: boolean;
  readonly onCloseAgent: () => void;
  readonly onCloseProperty: () => void;
  readonly onOpenProperty: (property: Property) => void;
  readonly properties: AgentPropertiesState;
  readonly requestState: AgentRequestState | undefined;
  readonly mediaUrl: (value: string) => string;
  readonly formatDate: (value: string) => string;
}

/**
 * The Agent Profile and Property details dialogs in one module, the default export: the view loads
 * it lazily (loadAgentListDialogs), since neither is needed to show the list.
 */
export default function AgentListDialogs({
  agent,
  isAgentOpen,
  property,
  isPropertyOpen,
  onCloseAgent,
  onCloseProperty,
  onOpenProperty,
  properties,
  requestState,
  onRequestToAdd,
  onCancelRequest,
  mediaUrl,
  formatDate,
}: AgentListDialogsProps) {
  const formatPrice = useNumberText(dialogPrice);
  return (
    <>
      <AgentProfileDialog
        agent={agent}
        isOpen={isAgentOpen}
        onClose={onCloseAgent}
        properties={properties}
        onOpenProperty={onOpenProperty}
        requestState={requestState}
        onRequestToAdd={onRequestToAdd}
        onCancelRequest={onCancelRequest}
        mediaUrl={mediaUrl}
        formatPrice={formatPrice}
      />
      <PropertyDetailsDialog
        property={property}
        isOpen={isPropertyOpen}
        onClose={onCloseProperty}
        mediaUrl={mediaUrl}
        formatPrice={formatPrice}
        formatDate={formatDate}
      />
    </>
  );
}
