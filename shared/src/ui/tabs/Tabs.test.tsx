import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

function Decks() {
  const [value, setValue] = useState('lower');
  return (
    <Tabs
      label="Decks"
      value={value}
      onValueChange={setValue}
      items={[
        { id: 'lower', label: 'Lower deck', content: <input aria-label="Lower field" /> },
        { id: 'upper', label: 'Upper deck', content: <p>Upper berths</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows one panel, switches on click and with the arrow keys, and keeps hidden panels mounted', async () => {
    const user = userEvent.setup();
    render(<Decks />);
    const lower = screen.getByRole('tab', { name: 'Lower deck' });
    expect(lower).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Lower deck' })).toBeVisible();
    await user.type(screen.getByLabelText('Lower field'), 'kept');

    await user.click(screen.getByRole('tab', { name: 'Upper deck' }));
    expect(screen.getByText('Upper berths')).toBeVisible();
    expect(screen.getByLabelText('Lower field')).not.toBeVisible();

    screen.getByRole('tab', { name: 'Upper deck' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(lower).toHaveFocus();
    expect(lower).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Lower field')).toHaveValue('kept');
    expect(screen.getByRole('tablist', { name: 'Decks' })).toBeInTheDocument();
  });
});
