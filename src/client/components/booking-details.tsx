import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Booking, BookingLeg } from '#shared/contracts/bookings';
import { placeLine, placeText, priceText } from '#client/lib/booking-lines';
import { formatLocalDateTime } from '#client/lib/booking-text';

/** What a booking's details are drawn from: the trip's own booking or the share link's. */
export type ShownBooking = Pick<
  Booking,
  | 'kind'
  | 'title'
  | 'start'
  | 'end'
  | 'from'
  | 'to'
  | 'legs'
  | 'confirmationCode'
  | 'travellers'
  | 'price'
  | 'notes'
>;

/**
 * A booking's details as text, each time at the place's own clock and zone: when it starts and
 * ends, from → to, a flight's legs, the code, travellers, price paid and notes. What is empty
 * (the share link's codes and names) is left out.
 */
export function BookingDetails({ booking }: { booking: ShownBooking }) {
  const places = placeLine(booking);
  const price = priceText(booking.price);
  const isStay = booking.kind === 'stay';
  return (
    <>
      <Typography variant="body2">
        {`${isStay ? 'Check-in' : 'Starts'}: ${formatLocalDateTime(booking.start)}`}
      </Typography>
      {booking.end ? (
        <Typography variant="body2">
          {`${isStay ? 'Check-out' : 'Ends'}: ${formatLocalDateTime(booking.end)}`}
        </Typography>
      ) : null}
      {places ? <Typography variant="body2">{places}</Typography> : null}
      {booking.legs.length > 0 ? <Legs legs={booking.legs} title={booking.title} /> : null}
      {booking.confirmationCode ? (
        <Typography variant="body2">
          {'Confirmation: '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {booking.confirmationCode}
          </Box>
        </Typography>
      ) : null}
      {booking.travellers.length > 0 ? (
        <Typography variant="body2">{`Travellers: ${booking.travellers.join(', ')}`}</Typography>
      ) : null}
      {price ? <Typography variant="body2">{price}</Typography> : null}
      {booking.notes ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
          {booking.notes}
        </Typography>
      ) : null}
    </>
  );
}

/** A flight's legs, each with its number, places and local times. */
function Legs({ legs, title }: { legs: BookingLeg[]; title: string }) {
  return (
    <Box
      component="ol"
      aria-label={`Legs of ${title}`}
      sx={{ pl: 2.5, my: 0.5, '& li': { mb: 0.5 } }}
    >
      {legs.map((leg, index) => {
        const name = [leg.number, leg.carrier].filter(Boolean).join(' · ');
        const route = [placeText(leg.from), placeText(leg.to)].filter(Boolean).join(' → ');
        return (
          <li key={index}>
            <Typography variant="body2">{[name, route].filter(Boolean).join(': ')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`Departs ${formatLocalDateTime(leg.departs)}`}
              {leg.arrives ? ` · arrives ${formatLocalDateTime(leg.arrives)}` : ''}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}
