import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../fixtures/seededRandom';
import { createAgent } from './agent.fixtures';
import {
  agentFullName,
  agentListViewStateToQuery,
  changeAgentListViewState,
  defaultAgentListViewState,
  emptyAgentListFilters,
  filterAgents,
  hasAgentListFilters,
  parseAgentListViewState,
} from './agentList.rules';

const random = createSeededRandom(7);
const sara = createAgent(random, {
  id: 1,
  firstName: 'Sara',
  lastName: 'Al Mansouri',
  email: 'sara@mail.ae',
  businessEmail: 'sara.m@gulf-homes.ae',
  city: 'Dubai',
  companyName: 'Gulf Homes',
});
const omar = createAgent(random, {
  id: 2,
  firstName: 'عمر',
  lastName: 'الحمادي',
  email: 'omar@mail.ae',
  businessEmail: null,
  city: 'Abu Dhabi',
  companyName: null,
});
const agents = [sara, omar];

describe('filterAgents', () => {
  it('keeps everyone without a filter, or with filters of only spaces', () => {
    expect(filterAgents(agents, emptyAgentListFilters)).toEqual(agents);
    expect(filterAgents(agents, { name: '  ', email: ' ', city: '', company: '' })).toEqual(agents);
  });

  it('matches the full name, either part, case-insensitively, trimmed', () => {
    expect(filterAgents(agents, { ...emptyAgentListFilters, name: ' sara al ' })).toEqual([sara]);
    expect(filterAgents(agents, { ...emptyAgentListFilters, name: 'MANSOURI' })).toEqual([sara]);
    expect(filterAgents(agents, { ...emptyAgentListFilters, name: 'الحمادي' })).toEqual([omar]);
  });

  it('matches the account or the business e-mail', () => {
    expect(filterAgents(agents, { ...emptyAgentListFilters, email: 'gulf-homes' })).toEqual([sara]);
    expect(filterAgents(agents, { ...emptyAgentListFilters, email: 'OMAR@' })).toEqual([omar]);
  });

  it('matches city and company, and requires every filter set', () => {
    expect(filterAgents(agents, { ...emptyAgentListFilters, city: 'abu' })).toEqual([omar]);
    expect(filterAgents(agents, { ...emptyAgentListFilters, company: 'gulf' })).toEqual([sara]);
    expect(filterAgents(agents, { ...emptyAgentListFilters, city: 'dubai', company: 'nowhere' })).toEqual([]);
    expect(filterAgents(agents, { ...emptyAgentListFilters, company: 'HOMES' })).toEqual([sara]);
  });
});

describe('agentFullName', () => {
  it('joins the parts that are set', () => {
    expect(agentFullName({ firstName: ' Sara ', lastName: 'Ali' })).toBe('Sara Ali');
    expect(agentFullName({ firstName: null, lastName: 'Ali' })).toBe('Ali');
    expect(agentFullName({ firstName: '', lastName: undefined })).toBe('');
  });
});

describe('agent list view state', () => {
  it('round-trips through the query, leaving defaults out and keeping other parameters', () => {
    const state = {
      filters: { name: 'sara', email: '', city: 'Dubai', company: 'Gulf & Co' },
      page: 3,
      agentId: 12,
      propertyId: 40,
    };
    const query = agentListViewStateToQuery(state, 'tab=x&page=9');
    expect(new URLSearchParams(query).get('tab')).toBe('x');
    expect(new URLSearchParams(query).has('email')).toBe(false);
    expect(parseAgentListViewState(query)).toEqual(state);
    expect(agentListViewStateToQuery(defaultAgentListViewState)).toBe('');
  });

  it('reads malformed values as the defaults, and no property without its agent', () => {
    expect(parseAgentListViewState('page=-2&agent=abc&property=5')).toEqual(defaultAgentListViewState);
    expect(parseAgentListViewState('page=1.5&agent=0')).toEqual(defaultAgentListViewState);
    expect(agentListViewStateToQuery({ ...defaultAgentListViewState, propertyId: 5 })).toBe('');
  });

  it('starts a new filter from the first page, and closing the profile closes its property', () => {
    const state = { ...defaultAgentListViewState, page: 4, agentId: 3, propertyId: 8 };
    expect(changeAgentListViewState(state, { filters: { ...emptyAgentListFilters, city: 'x' } }).page).toBe(1);
    expect(changeAgentListViewState(state, { page: 2 }).page).toBe(2);
    expect(changeAgentListViewState(state, { agentId: null })).toEqual({ ...state, agentId: null, propertyId: null });
    expect(changeAgentListViewState(state, { propertyId: null })).toEqual({ ...state, propertyId: null });
  });

  it('knows whether a filter is set', () => {
    expect(hasAgentListFilters(emptyAgentListFilters)).toBe(false);
    expect(hasAgentListFilters({ ...emptyAgentListFilters, company: ' x' })).toBe(true);
  });
});
