export { AgentManagement, type AgentManagementProps } from './AgentManagement';
export { AgentManagementView } from './AgentManagementView';
export type { AgentDetailProperties, AgentManagementViewProps } from './agentManagementViewProps';
export type { AgentManagementRow, AgentSocialLinks } from './agentManagementRows';
export { agentManagementTabs, type AgentManagementTab, type AgentManagementViewState } from './agentManagementViewState';
export { useAgentManagement, type AgentManagementOptions } from './useAgentManagement';
export type { AgentManagementLocation } from './useAgentManagementViewState';
export { agentManagementFirstData, type AgentManagementDataInputs } from './agentManagementFirstData';
