export { ProjectChooser, type ProjectChooserProps } from './ProjectChooser';
export { ProjectChooserView, type ChosenProjectPart, type ProjectChooserViewProps, type ProjectListPart } from './ProjectChooserView';
export { useProjectChooser, type ProjectChooserOptions } from './useProjectChooser';
export { useProjectFlow, type ProjectFlowOptions } from './useProjectFlow';
export { chooserStep, previousStep, type ProjectChooserStep } from './projectChooserStep';
export { projectChooserFirstData, type ProjectChooserDataInputs } from './projectChooserFirstData';
