import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

function AgentTabs(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Agents">
        <Tab id="find">Find Agents</Tab>
        <Tab id="pending" count={3}>
          Pending Requests
        </Tab>
        <Tab id="ours">Our Agents</Tab>
      </TabList>
      <TabPanel id="find">Search the marketplace.</TabPanel>
      <TabPanel id="pending">Requests waiting for you.</TabPanel>
      <TabPanel id="ours">Agents of your agency.</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the first tab by default and switches panels on click', async () => {
    const user = userEvent.setup();
    render(<AgentTabs />);
    expect(screen.getByRole('tablist', { name: 'Agents' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Find Agents' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Find Agents' })).toHaveTextContent('Search the marketplace.');

    await user.click(screen.getByRole('tab', { name: 'Our Agents' }));
    expect(screen.getByRole('tab', { name: 'Our Agents' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Agents of your agency.');
    expect(screen.queryByText('Search the marketplace.')).not.toBeInTheDocument();
  });

  it('reads the count as part of the tab name', () => {
    render(<AgentTabs />);
    expect(screen.getByRole('tab', { name: 'Pending Requests (3)' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End, then Tab enters the panel', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<AgentTabs onSelectionChange={onSelectionChange} />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Find Agents' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Pending Requests/ })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Requests waiting for you.');
    expect(onSelectionChange).toHaveBeenLastCalledWith('pending');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Our Agents' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Find Agents' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('ours');
    await user.keyboard('{Home}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('find');

    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a controlled selection', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [tab, setTab] = useState<string>('pending');
      return (
        <>
          <AgentTabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))} />
          <p>Current: {tab}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Requests waiting for you.');
    await user.click(screen.getByRole('tab', { name: 'Find Agents' }));
    expect(screen.getByText('Current: find')).toBeInTheDocument();
  });

  it('skips a disabled tab', async () => {
    const user = userEvent.setup();
    render(<AgentTabs disabledKeys={['pending']} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Our Agents' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: /Pending Requests/ }));
    expect(screen.getByRole('tab', { name: /Pending Requests/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('mirrors the arrow keys when reading right to left', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="ar-AE">
        <AgentTabs />
      </I18nProvider>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Pending Requests/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Find Agents' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts on the first enabled tab and ties each tab to its panel', () => {
    render(<AgentTabs disabledKeys={['find']} />);
    const pending = screen.getByRole('tab', { name: /Pending Requests/ });
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /Pending Requests/ })).toHaveAttribute('id', pending.getAttribute('aria-controls'));
  });

  it('lets Tab go straight to a field in the panel instead of stopping on the panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs>
        <TabList aria-label="Search">
          <Tab id="email">By e-mail</Tab>
        </TabList>
        <TabPanel id="email">
          <input aria-label="E-mail" />
        </TabPanel>
      </Tabs>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });
});
