import { signInMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The sign-in form. The provided catalogue's group, else English. */
export const useSignInMessages = () => useMessageGroup('signIn', signInMessages);
