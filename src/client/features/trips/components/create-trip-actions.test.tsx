import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { CreateTripActions } from './create-trip-actions';

describe('CreateTripActions', () => {
  it('offers Discover beside Create', async () => {
    mockApi({});
    await renderScreen(<CreateTripActions />);
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/search');
  });
});
