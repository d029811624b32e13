import { describe, expect, it } from 'vitest';
import { isAgentAgencyStatus } from './agentAgencyStatus';
import { isDeveloperApprovalStatus } from './developerApproval';
import { handoverQuarterLabel, isHandoverQuarter } from './handoverQuarters';

describe('status guards', () => {
  it('recognises the developer approval statuses', () => {
    expect(['PENDING', 'APPROVED', 'REJECTED'].every(isDeveloperApprovalStatus)).toBe(true);
    expect(isDeveloperApprovalStatus('ACCEPTED')).toBe(false);
    expect(isDeveloperApprovalStatus(null)).toBe(false);
  });

  it('recognises the agent-agency relationship statuses', () => {
    expect(isAgentAgencyStatus('ACCEPTED')).toBe(true);
    expect(isAgentAgencyStatus('PENDING')).toBe(true);
    expect(isAgentAgencyStatus('APPROVED')).toBe(false);
  });

  it('labels handover quarters 1 to 4 and nothing else', () => {
    expect(handoverQuarterLabel(1)).toBe('Q1 Jan-Mar');
    expect(handoverQuarterLabel(4)).toBe('Q4 Oct-Dec');
    expect(handoverQuarterLabel(5)).toBeUndefined();
    expect(isHandoverQuarter(2)).toBe(true);
    expect(isHandoverQuarter(2.5)).toBe(false);
    expect(isHandoverQuarter('2')).toBe(false);
  });
});
