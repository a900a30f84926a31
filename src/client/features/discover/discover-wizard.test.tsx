import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#tests/client/mock-api';
import { renderApp } from '#tests/client/render-app';

describe('Discover wizard', { timeout: 20_000 }, () => {
  it('walks location, dates and price in three steps without calling the API', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/discover');
    const location = await screen.findByRole('combobox', { name: 'Location' });
    const options = Array.from((location as HTMLSelectElement).options).slice(1);
    expect(options.map((option) => option.value)).toEqual([
      'Anywhere',
      'United States',
      'Europe',
      'Mexico',
      'Canada',
      'South America',
      'Italy',
      'Caribbean',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 of 3');
    expect(screen.queryByRole('button', { name: 'Anytime' })).not.toBeInTheDocument();

    await user.selectOptions(location, 'Europe');
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Custom Dates' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Start date'), '2099-07-01');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('End date'), '2099-07-09');
    expect(confirm).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Start date')).toHaveValue('');
    expect(screen.getByLabelText('End date')).toHaveValue('2099-07-09');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Start date'), '2099-07-02');
    expect(screen.queryByRole('button', { name: '$' })).not.toBeInTheDocument();
    await user.click(confirm);
    expect(screen.getByRole('status')).toHaveTextContent('Step 3 of 3');

    for (const tier of ['$', '$$', '$$$']) {
      expect(screen.getByRole('button', { name: tier })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: '$$' }));
    expect(screen.getByRole('button', { name: '$$' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/on a/)).toHaveTextContent(
      'You are looking for Europe, Jul 2 – Jul 9, on a $$ budget.',
    );
    expect(calls).toHaveLength(0);
  });

  it('goes straight to the price step after Anytime', async () => {
    mockApi({});
    const { user } = renderApp('/discover');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'Italy');
    await user.click(screen.getByRole('button', { name: 'Anytime' }));
    expect(screen.getByRole('status')).toHaveTextContent('Step 3 of 3');
    expect(screen.getByRole('button', { name: '$$$' })).toBeInTheDocument();
  });

  it('refuses custom dates in the past and an end before the start, at the field', async () => {
    mockApi({});
    const { user } = renderApp('/discover');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'Italy');
    await user.click(screen.getByRole('button', { name: 'Custom Dates' }));
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    await user.type(start, '2001-07-01');
    await user.type(end, '2099-07-09');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('The start date cannot be in the past.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3');
    expect(start).toHaveFocus();

    await user.clear(start);
    await user.type(start, '2099-07-10');
    expect(start).toHaveAttribute('aria-invalid', 'false');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('The end date cannot be before the start date.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(end).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3');
  });
});
