import { csvUploadFailure, en } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BulkUploadNotice } from './bulkUploadNotice';
import { BulkUploadNoticeModal } from './BulkUploadNoticeModal';

function Harness({ notice, onClose }: { notice: BulkUploadNotice; onClose: () => void }) {
  const [open, setOpen] = useState<BulkUploadNotice | null>(notice);
  return (
    <BulkUploadNoticeModal
      notice={open}
      onClose={() => {
        onClose();
        setOpen(null);
      }}
    />
  );
}

describe('BulkUploadNoticeModal', () => {
  it("shows a failure as an alert dialog with its title, text and the server's list, and OK closes it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const failure = csvUploadFailure({ kind: 'http', status: 400, serverMessage: en.bulkUpload.missingColumns(['roi']), errors: ['roi'] });
    render(<Harness notice={{ tone: 'danger', title: failure.title, message: failure.message, errors: failure.errors }} onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog', { name: en.bulkUpload.modalTitles.uploadFailed });
    expect(within(dialog).getByText(en.bulkUpload.missingColumns(['roi']))).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('roi');
    await user.click(within(dialog).getByRole('button', { name: en.bulkUpload.ok }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows a success as a dialog that Escape closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness notice={{ tone: 'success', title: en.bulkUpload.modalTitles.uploadSuccessful, message: en.bulkUpload.succeeded }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: en.bulkUpload.modalTitles.uploadSuccessful });
    expect(within(dialog).getByText(en.bulkUpload.succeeded)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
