export { SectionUnavailableView, type SectionUnavailableViewProps } from './SectionUnavailableView';
