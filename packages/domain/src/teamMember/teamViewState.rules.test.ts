import { describe, expect, it } from 'vitest';
import { changeTeamViewState, defaultTeamViewState, parseTeamViewState, teamViewStateToQuery } from './teamViewState.rules';

describe('team view state', () => {
  it('reads search and page from the query, the first page when the page is missing or malformed', () => {
    expect(parseTeamViewState('?q=sara&page=3')).toEqual({ search: 'sara', page: 3 });
    expect(parseTeamViewState('')).toEqual(defaultTeamViewState);
    for (const page of ['0', '-2', '1.5', 'two', '1e400']) expect(parseTeamViewState(`page=${page}`).page).toBe(1);
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    expect(teamViewStateToQuery(defaultTeamViewState, 'tab=x&q=old&page=4')).toBe('tab=x');
    expect(teamViewStateToQuery({ search: 'a&b=c', page: 2 })).toBe('q=a%26b%3Dc&page=2');
    expect(parseTeamViewState(teamViewStateToQuery({ search: 'a&b=c', page: 2 }))).toEqual({ search: 'a&b=c', page: 2 });
    expect(teamViewStateToQuery({ search: '   ', page: 1 })).toBe('');
  });

  it('returns to the first page when the search changes, not when it stays', () => {
    expect(changeTeamViewState({ search: 'a', page: 3 }, { search: 'ab' })).toEqual({ search: 'ab', page: 1 });
    expect(changeTeamViewState({ search: 'a', page: 3 }, { search: 'a' })).toEqual({ search: 'a', page: 3 });
    expect(changeTeamViewState({ search: 'a', page: 3 }, { page: 2 })).toEqual({ search: 'a', page: 2 });
  });
});
