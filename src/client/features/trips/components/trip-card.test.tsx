import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import { TripCard } from './trip-card';

const baseTrip: Trip = {
  _id: '11111111-1111-4111-8111-111111111111',
  user_email: 'ada@example.com',
  location_address: 'Lisbon, Lisbon, Portugal',
  image_url: '/images/nature-water.svg',
  trip_location: 'Lisbon',
  trip_start: '2026-03-05',
  trip_end: '2026-03-09',
  within_trips: [],
  isFavorite: false,
  wishlist: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  travellers: 1,
  origin: null,
  budget: null,
  notes: '',
  currency: 'USD',
  plannedTotal: null,
  role: 'owner',
  owner: { fname: 'Ada' },
};
const favoriteTrip: Trip = {
  ...baseTrip,
  isFavorite: true,
  wishlist: { _id: '22222222-2222-4222-8222-222222222222', list_name: 'Summer' },
};

function renderCard(trip: Trip, props: Partial<Parameters<typeof TripCard>[0]> = {}) {
  const handlers = {
    onAddToWishlist: vi.fn(),
    onRemoveFavorite: vi.fn(),
    onDelete: vi.fn(),
  };
  render(
    <MemoryRouter>
      <TripCard trip={trip} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('TripCard', () => {
  it('says who shared a trip and the role, and offers no Delete to a companion', () => {
    renderCard({ ...baseTrip, role: 'viewer', owner: { fname: 'Grace' } });
    const card = screen.getByRole('article', { name: 'Lisbon, Lisbon, Portugal' });
    expect(within(card).getByText('Shared by Grace · Viewer')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View' })).toBeInTheDocument();
  });

  it('shows no sharing line on the caller’s own trip', () => {
    renderCard(baseTrip);
    expect(screen.queryByText(/Shared by/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows the address, the image with the place as alt text and a View link', () => {
    renderCard(baseTrip);
    const card = screen.getByRole('article', { name: 'Lisbon, Lisbon, Portugal' });
    expect(within(card).getByRole('img', { name: 'Lisbon' })).toHaveAttribute(
      'src',
      '/images/nature-water.svg',
    );
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/trips/${baseTrip._id}`,
    );
  });

  it('shows a grey heart that opens the wishlist dialog when the trip is not a favourite', async () => {
    const handlers = renderCard(baseTrip);
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAttribute('data-favorite', 'false');
    expect(heart).toHaveStyle({ color: 'rgb(158, 158, 158)' });
    expect(screen.queryByRole('button', { name: 'Unfavourite' })).not.toBeInTheDocument();
    await userEvent.click(heart);
    expect(handlers.onAddToWishlist).toHaveBeenCalledWith(baseTrip);
    expect(handlers.onRemoveFavorite).not.toHaveBeenCalled();
  });

  it('shows a red heart and an Unfavourite button that remove a favourite', async () => {
    const handlers = renderCard(favoriteTrip);
    const heart = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(screen.getByText('In Summer')).toBeInTheDocument();
    await userEvent.click(heart);
    await userEvent.click(screen.getByRole('button', { name: 'Unfavourite' }));
    expect(handlers.onRemoveFavorite).toHaveBeenCalledTimes(2);
    expect(handlers.onAddToWishlist).not.toHaveBeenCalled();
  });

  it('asks before deleting and does nothing on Cancel', async () => {
    const handlers = renderCard(baseTrip);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to delete this trip?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(handlers.onDelete).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation', async () => {
    const handlers = renderCard(baseTrip);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(baseTrip);
  });

  it('shows the chosen dates and the post question on previous trips, with no heart', async () => {
    render(
      <MemoryRouter>
        <TripCard
          trip={baseTrip}
          onDelete={vi.fn()}
          deleteQuestion={'Do you want to delete this post?'}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Mar 5 – Mar 9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to wishlist' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Do you want to delete this post?' }),
    ).toBeInTheDocument();
  });

  it('shows the planned total when the trip has one', () => {
    renderCard({ ...baseTrip, plannedTotal: { amount: 123400, currency: 'USD' } });
    expect(screen.getByText('Planned $1,234.00')).toBeInTheDocument();
  });

  it('shows no planned total when the plan has none', () => {
    renderCard(baseTrip);
    expect(screen.queryByText(/^Planned/)).not.toBeInTheDocument();
  });
});
