import { describe, expect, it } from 'vitest';
import { defaultPanelSection, isPanelSection, panelSections } from './panelSections';

describe('panel sections', () => {
  it('lists the nine sidebar sections of spec 3 plus manage-agents, dashboard first and default', () => {
    expect(panelSections).toHaveLength(10);
    expect(panelSections[0]).toBe('dashboard');
    expect(defaultPanelSection).toBe('dashboard');
  });

  it('recognises only known section ids', () => {
    expect(isPanelSection('bulk-upload')).toBe(true);
    expect(isPanelSection('Bulk-Upload')).toBe(false);
    expect(isPanelSection('unknown')).toBe(false);
    expect(isPanelSection(undefined)).toBe(false);
  });
});
