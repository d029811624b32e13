export { AgentList, type AgentListProps } from './AgentList';
export { AgentListView } from './AgentListView';
export type { AgentListViewProps, AgentPropertiesState, AgentRequestState } from './agentListViewProps';
export { useAgentList, type AgentListOptions } from './useAgentList';
export type { AgentListLocation } from './useAgentListViewState';
export { agentListFirstData } from './agentListFirstData';
