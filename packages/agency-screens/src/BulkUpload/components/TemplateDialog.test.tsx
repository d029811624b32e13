import { en } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TemplateDialog, type TemplateDialogProps } from './TemplateDialog';

const copy = en.bulkUpload.templates;

function renderTemplateDialog(props: Partial<TemplateDialogProps> = {}) {
  const onDownload = vi.fn<TemplateDialogProps['onDownload']>();
  const user = userEvent.setup();
  render(<TemplateDialog sampleProjectIds={[501, 502, 503]} onDownload={onDownload} {...props} />);
  const trigger = screen.getByRole('button', { name: copy.downloadTemplate });
  const open = async () => {
    await user.click(trigger);
    return within(await screen.findByRole('dialog', { name: copy.dialogTitle }));
  };
  return { user, onDownload, trigger, open };
}

describe('TemplateDialog', () => {
  it('opens on Download Template with both templates, each named and described', async () => {
    const dialog = await renderTemplateDialog().open();

    expect(dialog.getByRole('heading', { name: copy.dialogTitle })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: copy.newProperties })).toHaveAccessibleDescription(copy.newPropertiesDescription);
    expect(dialog.getByRole('button', { name: copy.projectProperties })).toHaveAccessibleDescription(
      `${copy.projectPropertiesDescription} Sample project IDs: 501, 502, 503`,
    );
  });

  it.each([
    [copy.newProperties, 'new'],
    [copy.projectProperties, 'project'],
  ] as const)('choosing %s downloads it and closes the dialog', async (name, kind) => {
    const { user, onDownload, trigger, open } = renderTemplateDialog();
    const dialog = await open();

    await user.click(dialog.getByRole('button', { name }));

    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(onDownload).toHaveBeenCalledWith(kind);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('works from the keyboard alone', async () => {
    const { user, onDownload } = renderTemplateDialog();

    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: copy.dialogTitle }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.getByRole('button', { name: copy.projectProperties })).toHaveFocus();
    await user.keyboard(' ');

    expect(onDownload).toHaveBeenCalledWith('project');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape without downloading', async () => {
    const { user, onDownload, open } = renderTemplateDialog();
    await open();

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('lists only the project ids the template will hold: the first distinct ones, one per sample row', async () => {
    const dialog = await renderTemplateDialog({ sampleProjectIds: [512, 507, 512, 501, 509] }).open();

    expect(dialog.getByText('Sample project IDs: 512, 507, 501')).toBeInTheDocument();
    expect(dialog.queryByText(/509/)).not.toBeInTheDocument();
  });

  it('says the ids are loading, and still offers the project template', async () => {
    const { user, onDownload, open } = renderTemplateDialog({ sampleProjectIds: [], isLoadingProjects: true });
    const dialog = await open();
    const project = dialog.getByRole('button', { name: copy.projectProperties });

    expect(project).toHaveAccessibleDescription(`${copy.projectPropertiesDescription} ${copy.loadingProjectIds}`);
    await user.click(project);
    expect(onDownload).toHaveBeenCalledWith('project');
  });

  it('keeps showing the ids it has while they reload', async () => {
    const dialog = await renderTemplateDialog({ sampleProjectIds: [501], isLoadingProjects: true }).open();

    expect(dialog.getByText('Sample project IDs: 501')).toBeInTheDocument();
    expect(dialog.queryByText(copy.loadingProjectIds)).not.toBeInTheDocument();
  });

  it('says when there is no approved project to take ids from', async () => {
    const dialog = await renderTemplateDialog({ sampleProjectIds: [] }).open();

    expect(dialog.getByText(copy.noProjectIds)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: copy.projectProperties })).toBeEnabled();
  });
});
