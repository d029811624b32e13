import { ApplicationErrorDialog, type ApplicationErrorDialogProps } from '@marketplace/agency-screens/agency-panel';
import { I18nProvider } from 'react-aria-components';
import { useHostLocale } from '../locale/HostLocaleContext';

/**
 * The 'Application Error' modal in the language shown: its copy through the app's MessagesProvider,
 * react-aria's in Arabic through a provider of its own (the modal's hidden dismiss button), since the
 * modal can open over any page, the sign-in page included, which carries none. The page cannot switch
 * language under an open modal, so the provider never comes or goes while it is shown.
 */
export default function ApplicationErrorDialogInLocale(props: ApplicationErrorDialogProps) {
  const dialog = <ApplicationErrorDialog {...props} />;
  return useHostLocale().locale === 'ar' ? <I18nProvider locale="ar-AE">{dialog}</I18nProvider> : dialog;
}
