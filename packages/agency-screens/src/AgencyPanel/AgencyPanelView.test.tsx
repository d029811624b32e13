import { en } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AgencyPanelView } from './AgencyPanelView';

// Vitest transforms a lazily imported module on its first use, which can take seconds while many test
// files run at once: load it up front, so the tests time the component rather than the transform.
beforeAll(async () => {
  await import('./components/ProfileMenuPopover');
});

const sectionHref = (section: string) => `/agency/${section}`;

describe('AgencyPanelView', () => {
  it('lists every section, marks the current one, and links home', () => {
    render(
      <AgencyPanelView user={{ name: 'Marina Homes', email: 'agency@example.com' }} currentSection="bulk-upload" sectionHref={sectionHref} onSignOut={vi.fn()}>
        <h1>Bulk Upload</h1>
      </AgencyPanelView>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(Object.values(en.shell.sections));
    expect(within(nav).getByRole('link', { name: en.shell.sections['bulk-upload'] })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: en.shell.sections.dashboard })).toHaveAttribute('href', '/agency/dashboard');
    expect(screen.getByRole('link', { name: en.shell.home })).toHaveAttribute('href', '/');
  });

  it('says over the section that it is reconnecting while a refresh is retried, and keeps the section', () => {
    const view = (isReconnecting: boolean) => (
      <AgencyPanelView user={{ name: 'Marina Homes' }} currentSection="dashboard" sectionHref={sectionHref} onSignOut={vi.fn()} isReconnecting={isReconnecting}>
        <h1>Dashboard</h1>
      </AgencyPanelView>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByText(en.shell.reconnectingTitle)).not.toBeInTheDocument();
    rerender(view(true));
    expect(screen.getByRole('status')).toHaveTextContent(`${en.shell.reconnectingTitle}${en.shell.reconnectingBody}`);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the loading overlay instead of the panel while loading', () => {
    render(
      <AgencyPanelView user={null} currentSection="dashboard" sectionHref={sectionHref} onSignOut={vi.fn()} isLoading>
        <h1>Dashboard</h1>
      </AgencyPanelView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(en.shell.loadingTitle);
    expect(screen.getByRole('status')).toHaveTextContent(en.shell.loadingSubtitle);
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('tells the host which section a pointer rests on or the keyboard reaches, before any click', async () => {
    const user = userEvent.setup();
    const onSectionIntent = vi.fn();
    render(
      <AgencyPanelView user={{ name: 'Marina Homes' }} currentSection="dashboard" sectionHref={sectionHref} onSignOut={vi.fn()} onSectionIntent={onSectionIntent}>
        <h1>Dashboard</h1>
      </AgencyPanelView>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.hover(within(nav).getByRole('link', { name: en.shell.sections['inquiry-management'] }));
    expect(onSectionIntent).toHaveBeenLastCalledWith('inquiry-management');
    within(nav).getByRole('link', { name: en.shell.sections['bulk-upload'] }).focus();
    expect(onSectionIntent).toHaveBeenLastCalledWith('bulk-upload');
    expect(window.location.pathname).toBe('/');
  });

  it("falls back to 'User' without a name and signs out from the profile menu by keyboard", async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(
      <AgencyPanelView user={{ email: 'agency@example.com' }} currentSection="dashboard" sectionHref={sectionHref} onSignOut={onSignOut}>
        <h1>Dashboard</h1>
      </AgencyPanelView>,
    );
    const trigger = screen.getByRole('button', { name: en.shell.userFallback });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('agency@example.com')).toBeInTheDocument();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: en.shell.signOut })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
