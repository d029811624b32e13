export { en, type Messages } from './messages/messages';
export { defaultPanelSection, isPanelSection, panelSections, type PanelSection } from './panel/panelSections';
