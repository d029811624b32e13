import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ErrorMessageTable } from '../errors/errorMessageTable';
import { panelSections, type PanelSection } from '../panel/panelSections';
import { en, type Messages } from './index';

/** Builds a pseudo-locale: every string bracketed, every message function's output bracketed. */
function pseudoLocalize(messages: Messages): Messages {
  const map = (value: unknown): unknown => {
    if (typeof value === 'string') return `[${value}]`;
    if (typeof value === 'function') {
      const message = value as (...args: unknown[]) => string;
      return (...args: unknown[]) => `[${message(...args)}]`;
    }
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, map(child)]));
    }
    return value;
  };
  // The recursion preserves the shape key for key; the tests below check that it does.
  return map(messages) as Messages;
}

function shapeOf(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shapeOf(child)]));
  }
  return typeof value;
}

describe('Messages, the type every locale has', () => {
  it('widens string literals to string and keeps message parameters', () => {
    expectTypeOf<Messages['shell']['loadingSubtitle']>().toEqualTypeOf<string>();
    expectTypeOf<Messages['enquiries']['statuses']['IN_PROGRESS']>().toEqualTypeOf<string>();
    expectTypeOf<Messages['lookups']['offeringTypes'][1]>().toEqualTypeOf<string>();
    expectTypeOf<Messages['enquiries']['loadFailed']>().toEqualTypeOf<(status: number) => string>();
    expectTypeOf<Messages['bulkUpload']['missingColumns']>().parameters.toEqualTypeOf<[columns: readonly string[]]>();
    expectTypeOf<Messages['reviewLists']['countBadge']>().parameters.toEqualTypeOf<[count: number, tab: string]>();
    expectTypeOf<Messages['shell']['sections']>().toExtend<Record<PanelSection, string>>();
    expectTypeOf<Messages['team']['errors']['listLoad']>().toExtend<ErrorMessageTable>();
    expectTypeOf<Messages['agentManagement']['errors']['invite']>().toExtend<ErrorMessageTable>();
    expectTypeOf(en).toExtend<Messages>();
  });

  it('accepts a second locale group that says something else and rejects an incomplete or mistyped one', () => {
    const arDashboard: Messages['dashboard'] = {
      title: 'نظرة عامة على لوحة التحكم',
      approved: 'العقارات المعتمدة',
      pending: 'العقارات قيد المراجعة',
      rejected: 'العقارات المرفوضة',
      loadingValue: '...',
      noCount: '—',
      loadFailed: 'تعذر جلب أعداد العقارات. يرجى المحاولة لاحقًا.',
    };
    // @ts-expect-error a locale missing a key does not compile
    const _missingKey: Messages['dashboard'] = { title: 'x', approved: 'x', pending: 'x', rejected: 'x', loadingValue: 'x' };
    // @ts-expect-error a message function must keep its parameter types
    const _wrongParameter: Messages['faq']['heading'] = (count: string) => count;

    expect(arDashboard.loadFailed).not.toBe(en.dashboard.loadFailed);
  });

  it('carries a whole second locale built by mapping, with every key of en', () => {
    const pseudo = pseudoLocalize(en);

    expect(shapeOf(pseudo)).toEqual(shapeOf(en));
    expect(pseudo.shell.loadingSubtitle).toBe('[Please wait while we set things up...]');
    expect(pseudo.enquiries.loadFailed(500)).toBe('[Failed to fetch inquiries. Status: 500]');
    expect(pseudo.lookups.saleTypes[2]).toBe('[Rent]');
  });
});

describe('the English catalogue', () => {
  it('names every sidebar section', () => {
    expect(Object.keys(en.shell.sections).sort()).toEqual([...panelSections].sort());
  });

  it('has no empty text and no stray whitespace', () => {
    const problems: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (typeof value === 'string' && (value === '' || value.trim() !== value)) problems.push(path);
      if (typeof value === 'object' && value !== null) {
        for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
      }
    };
    visit(en, 'en');
    expect(problems).toEqual([]);
  });

  it('copies the network and server texts of the team list into the available-agents row, as spec 2 says', () => {
    expect(en.agentManagement.errors.availableAgents.network).toBe(
      'Network error. Please check your internet connection and try again.',
    );
    expect(en.agentManagement.errors.availableAgents.server).toBe(
      'The server encountered an error. Our team has been notified.',
    );
    expect(en.team.errors.listLoad.network).toBe(en.agentManagement.errors.availableAgents.network);
  });

  it('keeps the exact spec text of a few messages screens depend on', () => {
    expect(en.shell.loadingSubtitle).toBe('Please wait while we set things up...');
    expect(en.reviewLists.emptyBody).toBe("Try adjusting your search or filters to find what you're looking for.");
    expect(en.team.errors.listLoad.forbidden).toBe(
      "You don't have permission to view team members. Please contact your administrator.",
    );
    expect(en.propertyForm.floorPlanImageRequired).toBe('Master Plan Image is required.');
    expect(en.bulkUpload.networkError).toBe(
      'Network error: Unable to connect to server. Please check your internet connection and try again.',
    );
  });
});
