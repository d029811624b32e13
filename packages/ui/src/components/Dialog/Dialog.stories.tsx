import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { expectStillOpen } from '../Modal/overlayStories.testing';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Dialog, DialogTrigger, type DialogRenderProps } from './Dialog';

const onSave = fn();

const saveFooter = ({ close }: DialogRenderProps) => (
  <>
    <Button variant="secondary" onPress={close}>
      Cancel
    </Button>
    <Button
      onPress={() => {
        onSave();
        close();
      }}
    >
      Save Note
    </Button>
  </>
);

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Inquiry Details',
    description: 'Received today from the property page.',
    closeLabel: 'Close',
    children: <Text size="small">Is the apartment in Dubai Marina still available?</Text>,
    footer: saveFooter,
  },
  argTypes: {
    children: { control: false },
    footer: { control: false },
  },
  beforeEach: () => {
    onSave.mockClear();
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Open dialog</Button>
      <Modal>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, description, body, footer actions and the close icon. Tab order ends on the actions. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Inquiry Details' });
    await expect(dialog).toHaveAccessibleDescription('Received today from the property page.');

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save Note' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Closed: pressing the trigger opens it; the close icon closes it again. */
export const Closed: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Modal>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Open dialog' }));
    const dialog = await page.findByRole('dialog', { name: 'Inquiry Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const WithoutDescriptionOrFooter: Story = {
  args: { description: undefined, footer: undefined },
};

/** A translated or renamed close label. */
export const CustomCloseLabel: Story = {
  args: { closeLabel: 'Close inquiry details' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('button', { name: 'Close inquiry details' })).toBeInTheDocument();
  },
};

/** The view team-member dialog: Escape is refused and only its own button closes it. */
export const NonDismissable: Story = {
  args: {
    title: 'View Team Member',
    description: undefined,
    footer: () => (
      <Button variant="secondary" slot="close">
        Close
      </Button>
    ),
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Open dialog</Button>
      <Modal isDismissable={false} isKeyboardDismissDisabled>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'View Team Member' });
    // Only the footer's button is named Close: the icon button is hidden.
    await expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expectStillOpen(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

const paragraphs = Array.from({ length: 24 }, (_, index) => (
  <Text key={index} size="small">
    Paragraph {index + 1}. Review the details before saving: the listing stays as it is until you confirm.
  </Text>
));

/** Long content scrolls inside the body while the title and actions stay put; the body takes focus to scroll by keyboard. */
export const LongContent: Story = {
  args: { children: <Stack gap="small">{paragraphs}</Stack> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Inquiry Details' });
    const saveButton = within(dialog).getByRole('button', { name: 'Save Note' });
    // The footer stays in view; visible once the entry animation has run.
    await waitFor(() => expect(saveButton).toBeVisible());
    const view = canvasElement.ownerDocument.defaultView;
    await expect(saveButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(view?.innerHeight ?? 0);

    await userEvent.tab();
    await userEvent.tab();
    const body = canvasElement.ownerDocument.activeElement as HTMLElement;
    await expect(body).toContainElement(within(dialog).getByText(/^Paragraph 1\./));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const NarrowLongContent: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
