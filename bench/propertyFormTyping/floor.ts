// The floor: a plain input with no framework, timed by the same probe as the form.
import { installTypingProbe } from './typingProbe';

installTypingProbe({ title: 'Property Name', description: 'Description' });
