import { describe, expect, it } from 'vitest';
import { httpFailure, kindFailure } from './errorFakes.testing';
import { developerLoadErrorMessage, projectListErrorMessage, projectLoadErrorMessage } from './projectErrorMessage';
import { en } from '../messages/messages';

const messages = en.projectChooser;

describe('project chooser error messages', () => {
  it('says the projects were not found when the list fails', () => {
    expect(projectListErrorMessage(httpFailure(500, 'Server Error', ''), messages)).toBe('Projects not found');
    expect(projectListErrorMessage(kindFailure('network'), messages)).toBe('Projects not found');
  });

  it('tells a missing project from a failed call', () => {
    expect(projectLoadErrorMessage(httpFailure(404, 'Not Found', ''), messages)).toBe('Project not found');
    expect(projectLoadErrorMessage(httpFailure(500, 'Server Error', ''), messages)).toBe('Failed to fetch project details');
    expect(projectLoadErrorMessage(kindFailure('timeout'), messages)).toBe('Failed to fetch project details');
  });

  it('tells a developer not found from a failed call', () => {
    expect(developerLoadErrorMessage(null, messages)).toBe('Developer not found');
    expect(developerLoadErrorMessage(httpFailure(503, 'Unavailable', ''), messages)).toBe('Failed to fetch developer details');
  });
});
