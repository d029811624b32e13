import type { Property } from '@marketplace/domain';
import type { AgentManagementRow } from './agentManagementRows';
import type { AgentManagementTab, AgentManagementViewState } from './agentManagementViewState';

/** The listed properties of the agent whose detail dialog is open. */
export interface AgentDetailProperties {
  /** Undefined while they load. */
  readonly properties: readonly Property[] | undefined;
  /** How many the agent has in all (the tab's count); null until known. */
  readonly total: number | null;
  /** 'Failed to load agent properties', or null. */
  readonly loadError: string | null;
}

/** Props of the pure Agent Management view. */
export interface AgentManagementViewProps {
  /** The tab in view, its committed e-mail search and its page. */
  viewState: AgentManagementViewState;
  /** A tab was chosen; its search and page start over. */
  onTabChange: (tab: AgentManagementTab) => void;
  /** The search text after the 300 ms pause (at once when emptied or on Enter). */
  onSearchChange: (search: string) => void;
  /** Zero-based page chosen in the pagination. */
  onPageChange: (page: number) => void;
  /** Reset: clears the tab's search and returns to its first page. */
  onReset: () => void;
  /** The tab's rows on this page; undefined while the first answer loads (the skeleton shows). */
  rows: readonly AgentManagementRow[] | undefined;
  /** The page the rows are of, zero-based. @default viewState.page */
  page?: number;
  /** How many pages the tab has. */
  pageCount: number;
  /** The tab's load failure in the catalogue's words, or null. */
  loadError: string | null;
  /** Loads the tab again. */
  onRetry?: () => void;
  /** E-mails with an open invitation (any case): their Find Agents rows show a disabled 'Pending'. */
  pendingEmails: ReadonlySet<string> | undefined;
  /** The header's count of open invitations; nothing shows while null. */
  pendingCount: number | null;
  /** Invite on a Find Agents row. */
  onInvite: (row: AgentManagementRow) => void;
  /** Confirmed removal of an Our Agents row; the dialog stays open while it runs and when it rejects. */
  onRemove: (row: AgentManagementRow) => Promise<void>;
  /** The row whose detail dialog is open, or null. */
  detailRow: AgentManagementRow | null;
  /** Opens the detail dialog on a row, or closes it with null. */
  onDetailChange: (row: AgentManagementRow | null) => void;
  /** The open dialog's properties tab. */
  detailProperties: AgentDetailProperties;
}
