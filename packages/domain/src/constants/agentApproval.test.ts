import { describe, expect, it } from 'vitest';
import { agentApprovalLabel, agentApprovalState } from './agentApproval';

describe('agent approval display', () => {
  it('shows Pending for isApproved null', () => {
    expect(agentApprovalLabel({ isApproved: null })).toBe('Pending');
    expect(agentApprovalLabel({ isApproved: null, isRejected: true })).toBe('Pending');
  });

  it('shows Approved for isApproved true', () => {
    expect(agentApprovalLabel({ isApproved: true })).toBe('Approved');
  });

  it('shows Rejected only for false together with isRejected', () => {
    expect(agentApprovalLabel({ isApproved: false, isRejected: true })).toBe('Rejected');
    expect(agentApprovalState({ isApproved: false, isRejected: false })).toBe('UNKNOWN');
    expect(agentApprovalState({ isApproved: false })).toBe('UNKNOWN');
  });

  it('shows Unknown when isApproved is missing', () => {
    expect(agentApprovalLabel({})).toBe('Unknown');
  });
});
