import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Agents">
        <Tab id="find">Find Agents</Tab>
        <Tab id="pending" count={3}>
          Pending Requests
        </Tab>
        <Tab id="ours">Our Agents</Tab>
      </TabList>
      <TabPanel id="find">
        <Text size="small">Search every agent on the marketplace by e-mail.</Text>
      </TabPanel>
      <TabPanel id="pending">
        <Text size="small">Agents who asked to join your agency.</Text>
      </TabPanel>
      <TabPanel id="ours">
        <Text size="small">Agents who already work for your agency.</Text>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Find Agents' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Pending Requests (3)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Our Agents' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Agents who already work for your agency.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('ours');
  },
};

/** Arrow keys move and select; Home and End jump; Tab then enters the panel. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Find Agents' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Pending Requests/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Agents who asked to join your agency.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Our Agents' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Find Agents' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('Agents who asked to join your agency.');
  },
};

/** The selection lives in the parent, e.g. so a tab change can reset the page to 0. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [tab, setTab] = useState<string>('approved');
    return (
      <Tabs
        {...args}
        selectedKey={tab}
        onSelectionChange={(key) => {
          args.onSelectionChange?.(key);
          setTab(String(key));
        }}
      >
        <TabList aria-label="Listing status">
          <Tab id="approved">Approved</Tab>
          <Tab id="pending">Pending</Tab>
          <Tab id="rejected">Rejected</Tab>
        </TabList>
        {['approved', 'pending', 'rejected'].map((status) => (
          <TabPanel key={status} id={status}>
            <Text size="small">Showing {status} properties.</Text>
          </TabPanel>
        ))}
      </Tabs>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Rejected' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Showing rejected properties.');
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['pending'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Our Agents' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: /Pending Requests/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

const manyTabs = ['Basic Info', 'Contact', 'Business', 'Location', 'Social Media'];

/** On a phone the tabs stay on one row and the row scrolls sideways. */
export const ScrollsWhenNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Profile sections">
        {manyTabs.map((name) => (
          <Tab key={name} id={name} count={name === 'Contact' ? 12 : undefined}>
            {name}
          </Tab>
        ))}
      </TabList>
      {manyTabs.map((name) => (
        <TabPanel key={name} id={name}>
          <Text size="small">{name} fields go here.</Text>
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    const tabs = canvas.getAllByRole('tab');
    const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Social Media' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Social Media fields go here.');
  },
};

/** The fade that says more tabs are hidden: the computed mask of the row, and the pixels at its ends. */
function fadedEnds(list: HTMLElement): { start: boolean; end: boolean } {
  const mask = getComputedStyle(list).maskImage;
  if (!mask.includes('gradient')) return { start: false, end: false };
  const stops = mask.slice(mask.indexOf('(') + 1, mask.lastIndexOf(')')).split(/,(?![^(]*\))/).map((stop) => stop.trim());
  return { start: /transparent|rgba\(0, 0, 0, 0\)/.test(stops[1] ?? ''), end: /transparent|rgba\(0, 0, 0, 0\)/.test(stops.at(-1) ?? '') };
}

/** A narrow row that hides tabs fades out at the end that hides them (issue 13); scrolled to the end, the start fades instead. */
export const OverflowCue: Story = {
  ...ScrollsWhenNarrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await waitFor(() => expect(fadedEnds(list)).toEqual({ start: false, end: true }));
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Social Media' })).toHaveFocus();
    await waitFor(() => expect(fadedEnds(list)).toEqual({ start: true, end: false }));
  },
};

/** Wide enough for every tab: no fade. */
export const NoCueWhenAllFit: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(fadedEnds(list)).toEqual({ start: false, end: false });
  },
};

export const LongLabels: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Agent">
        <Tab id="details">Agent Details</Tab>
        <Tab id="properties" count={128}>
          Properties listed by this agent across every project
        </Tab>
      </TabList>
      <TabPanel id="details">
        <Text size="small">Contact and experience.</Text>
      </TabPanel>
      <TabPanel id="properties">
        <Text size="small">Every listed property.</Text>
      </TabPanel>
    </Tabs>
  ),
};
