import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CityField, field } from './combobox-test-kit';

describe('Combobox', () => {
  it('takes what is typed before its list behaviour arrives, keeps the focus and opens the list asked for', async () => {
    const user = userEvent.setup();
    render(<CityField />);
    await user.click(field());
    await user.keyboard('gu');
    expect(field()).toHaveValue('gu');
    expect(field()).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'Guwahati' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Guwahati', { selector: 'output' })).toBeInTheDocument();
    expect(field()).toHaveValue('Guwahati');
  });
});
