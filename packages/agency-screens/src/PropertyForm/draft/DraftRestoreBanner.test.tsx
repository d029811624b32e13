import { en } from '@marketplace/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DraftRestoreBanner } from './DraftRestoreBanner';

const copy = en.propertyDraft;
const savedAt = '2026-11-29T09:00:00.000Z';

function renderBanner(props: { savedAt?: string; now?: Date } = {}) {
  const onRestore = vi.fn();
  const onDiscard = vi.fn();
  render(<DraftRestoreBanner savedAt={savedAt} now={new Date('2026-11-29T09:12:30.000Z')} onRestore={onRestore} onDiscard={onDiscard} {...props} />);
  return { onRestore, onDiscard, banner: screen.getByRole('status') };
}

describe('DraftRestoreBanner', () => {
  it('says that unsaved changes were found and how long ago they were kept', () => {
    const { banner } = renderBanner();
    expect(banner).toHaveTextContent(copy.restoreTitle);
    expect(banner).toHaveTextContent('Kept in this tab 12 minutes ago.');
    expect(banner).toHaveTextContent(copy.restoreHint);
  });

  it('calls Restore and Discard from their buttons, by pointer or keyboard', async () => {
    const user = userEvent.setup();
    const { onRestore, onDiscard } = renderBanner();
    await user.click(screen.getByRole('button', { name: copy.restore }));
    expect(onRestore).toHaveBeenCalledOnce();
    expect(onDiscard).not.toHaveBeenCalled();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  it('still offers the draft when its time cannot be read', () => {
    const { banner } = renderBanner({ savedAt: 'not a time' });
    expect(banner).toHaveTextContent(copy.keptEarlier);
    expect(screen.getByRole('button', { name: copy.restore })).toBeInTheDocument();
  });
});
