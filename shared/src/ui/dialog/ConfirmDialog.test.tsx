import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm = () => undefined, loading = false }: { onConfirm?: () => void; loading?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this draft?"
        description="This cannot be undone."
        confirmLabel="Yes, delete"
        tone="danger"
        loading={loading}
        onConfirm={onConfirm}
      >
        <p>3 pages</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its question, focus on the safe choice, and returns focus on Go back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByText('3 pages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes, delete' })).toHaveClass('jt-button--danger');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('calls onConfirm, and closes on Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('while loading: the confirm button is busy and disabled, and neither Escape nor Go back closes it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} loading />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('button', { name: 'Yes, delete' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
