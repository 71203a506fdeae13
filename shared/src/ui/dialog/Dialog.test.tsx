import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show details
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Assam Roadways" description="Operator 7">
        <p>Contact: Pranjal Saikia</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('costs a page that never opens it no second render', () => {
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        <Dialog open={false} onOpenChange={() => {}} title="Assam Roadways">
          <p>Contact: Pranjal Saikia</p>
        </Dialog>
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
  });

  it('shows its content under its title and closes with Close, giving focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    const dialog = screen.getByRole('dialog', { name: 'Assam Roadways' });
    expect(dialog).toHaveAccessibleDescription('Operator 7');
    expect(dialog).toHaveTextContent('Contact: Pranjal Saikia');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show details' })).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
