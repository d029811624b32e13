export { FaqDialog, type FaqDialogProps } from './FaqDialog';
export { FaqDialogView, type FaqDialogViewProps, type FaqNotice } from './FaqDialogView';
export { useFaqDialog, type FaqDialogOptions } from './useFaqDialog';
