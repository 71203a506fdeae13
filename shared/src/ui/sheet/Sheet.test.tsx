import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/Button';
import { Skeleton } from '../skeleton/Skeleton';
import { Sheet } from './Sheet';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open filters</Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Filters"
        description="Changes apply when you press Apply Filters."
        footer={<Button onClick={() => setOpen(false)}>Apply Filters</Button>}
      >
        <label>
          <input type="checkbox" /> WiFi
        </label>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('costs a page that never opens it no second render', () => {
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        <Harness />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
  });

  it('is a modal dialog named by its title, with body, footer and a Close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAccessibleDescription('Changes apply when you press Apply Filters.');
    expect(screen.getByRole('checkbox', { name: 'WiFi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Filters' })).toBeInTheDocument();
    // focus moves into the sheet
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open filters' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    await screen.findByRole('dialog', { name: 'Filters' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Skeleton', () => {
  it('is a sized block hidden from screen readers', () => {
    const { container } = render(<Skeleton width="60%" height={22} radius="pill" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('jt-skeleton', 'jt-skeleton--pill');
    expect(block.style.width).toBe('60%');
    expect(block.style.height).toBe('22px');
  });
});
