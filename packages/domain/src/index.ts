export * from './entities';
export * from './rules';
export * from './messages';
export * from './session';
export * from './fixtures';
export { defaultPanelSection, isPanelSection, panelSections, type PanelSection } from './panel/panelSections';
export type { ErrorMessageTable } from './errors/errorMessageTable';
