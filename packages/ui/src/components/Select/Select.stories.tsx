import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { DeferredSelect } from './DeferredSelect';
import { Select, SelectItem, selectSizes } from './Select';

const statuses = [
  { id: 'NEW', label: 'New' },
  { id: 'IN_PROGRESS', label: 'In Progress' },
  { id: 'RESOLVED', label: 'Resolved' },
  { id: 'CLOSED', label: 'Closed' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Status', placeholder: 'Choose a status', items: statuses, onSelectionChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Status/ });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'New' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(args.onSelectionChange).toHaveBeenCalledWith('RESOLVED');
    await expect(trigger).toHaveTextContent('Resolved');
    // Focus returns once the popover's exit animation has finished.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The open list, for visual review of the popover, the focused and the selected option. */
export const Open: Story = {
  args: { defaultSelectedKey: 'IN_PROGRESS' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Status/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'In Progress' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDescription: Story = {
  args: { label: 'Offering type', placeholder: 'Choose one', description: 'How the property is offered.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Offering type/ })).toHaveAccessibleDescription(
      'How the property is offered.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please select a status' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Status/ })).toHaveAccessibleDescription(
      'Please select a status',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'NEW' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Status/ })).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: { items: statuses.map((status) => ({ ...status, isDisabled: status.id === 'CLOSED' })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Status/ }));
    const option = await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Closed' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack>
      {selectSizes.map((size) => (
        <Select key={size} {...args} size={size} label={`Size ${size}`} defaultSelectedKey="NEW" />
      ))}
    </Stack>
  ),
};

export const ComposedItems: Story = {
  args: { label: 'Area', placeholder: 'Choose an area', items: undefined },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="marina">Dubai Marina</SelectItem>
      <SelectItem id="downtown">Downtown Dubai</SelectItem>
      <SelectItem id="jvc">Jumeirah Village Circle</SelectItem>
    </Select>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('Do{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('downtown');
  },
};

/** The inquiry table's inline status selector: compact, no visible label, named per row. */
export const InTableRow: Story = {
  render: function InTableRowStory(args) {
    const [rows, setRows] = useState<{ id: number; name: string; status: Key | null }[]>([
      { id: 102, name: 'Sara Ali', status: 'NEW' },
      { id: 101, name: 'Omar Khan', status: 'RESOLVED' },
    ]);
    return (
      <table>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.name}</td>
              <td>
                <Select
                  items={args.items}
                  size="small"
                  aria-label={`Status of inquiry ${row.id}`}
                  selectedKey={row.status}
                  onSelectionChange={(status) => {
                    args.onSelectionChange?.(status);
                    setRows((current) => current.map((r) => (r.id === row.id ? { ...r, status } : r)));
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Status of inquiry 101/ });
    await expect(trigger).toHaveTextContent('Resolved');
    await userEvent.click(trigger);
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Closed' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('CLOSED');
    await expect(trigger).toHaveTextContent('Closed');
    await expect(within(canvasElement).getByRole('button', { name: /Status of inquiry 102/ })).toHaveTextContent('New');
  },
};

/**
 * `deferUntilUsed`, for a select on every row of a list: a plain button with the same look and name
 * until it is focused or pressed, then the full select (open after a press).
 */
export const DeferredUntilUsed: Story = {
  args: { label: undefined, 'aria-label': 'Status of inquiry 101', size: 'small', defaultSelectedKey: 'RESOLVED', deferUntilUsed: true },
  play: async ({ args, canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('select')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Status of inquiry 101/ }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: 'Closed' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('CLOSED');
    const trigger = canvas.getByRole('button', { name: /Status of inquiry 101/ });
    await expect(trigger).toHaveTextContent('Closed');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** `DeferredSelect`: the same stand-in, with react-aria's select code fetched when idle rather than in the first load. */
export const DeferredCode: Story = {
  args: { label: 'Status', defaultSelectedKey: 'NEW' },
  render: ({ deferUntilUsed: _deferUntilUsed, ...args }) => <DeferredSelect {...args} />,
  play: async ({ args, canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('select')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: 'In Progress' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('IN_PROGRESS');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('In Progress'));
  },
};

export const LongContent: Story = {
  args: {
    label: 'A very long label for a select that wraps over more than one line when the column is narrow',
    items: [
      { id: 'long', label: 'A very long option label that is wider than the trigger and is cut with an ellipsis' },
      ...statuses,
    ],
    defaultSelectedKey: 'long',
  },
};

export const Narrow: Story = {
  args: { description: 'Any status may be set.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Closed' }));
    await expect(within(canvasElement).getByRole('button', { name: /Status/ })).toHaveTextContent('Closed');
  },
};
