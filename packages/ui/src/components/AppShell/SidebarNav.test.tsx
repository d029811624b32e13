import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SidebarNav, SidebarNavItem } from './SidebarNav';

describe('SidebarNav', () => {
  it('lists destinations, marks the current one and follows one with the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <nav aria-label="Sections">
        <SidebarNav>
          <SidebarNavItem href="#dashboard" isCurrent>
            Dashboard
          </SidebarNavItem>
          <SidebarNavItem onPress={onPress}>Team Management</SidebarNavItem>
        </SidebarNav>
      </nav>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Team Management' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
