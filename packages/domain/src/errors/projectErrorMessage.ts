import { readErrorFacts } from './errorFacts';
import type { projectChooserMessages } from '../messages/projectChooser.messages';

type ProjectChooserMessages = typeof projectChooserMessages;

/** The chooser's list failed (spec 3 section 8): the text under 'Error Loading Projects'. */
export function projectListErrorMessage(_error: unknown, messages: ProjectChooserMessages): string {
  return messages.projectsNotFound;
}

/** A chosen project failed to load: 'Project not found' for a 404, 'Failed to fetch project details' otherwise (spec 3 section 8). */
export function projectLoadErrorMessage(error: unknown, messages: ProjectChooserMessages): string {
  return readErrorFacts(error).status === 404 ? messages.projectNotFound : messages.fetchProjectFailed;
}

/**
 * Why the developer card has no developer (spec 3 section 8): none with that id (the call answered an
 * empty page, or the project names no developer) is 'Developer not found'; a failed call is
 * 'Failed to fetch developer details'.
 */
export function developerLoadErrorMessage(error: unknown, messages: ProjectChooserMessages): string {
  return error == null ? messages.developerNotFound : messages.fetchDeveloperFailed;
}
