import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CityField, field } from './combobox-test-kit';

// a file of its own: the list behaviour is loaded once per page, and here it must not be yet
describe('Combobox, as a test tool fills it', () => {
  it('hands over what was typed in the moment before its list behaviour took over, the list open', async () => {
    render(<CityField />);
    act(() => field().focus());
    // the list behaviour arrives (its hand-over is now due), and the field is filled before the page draws again
    await import('./ListCombobox');
    fireEvent.change(field(), { target: { value: 'jo' } });
    expect(await screen.findByRole('option', { name: 'Jorhat' })).toBeInTheDocument();
    expect(field()).toHaveValue('jo');
    expect(field()).toHaveFocus();
  });
});
