import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { dayBookingSchema, type DayBooking } from '#shared/contracts/bookings';
import { dayBookingText } from '#client/lib/booking-text';
import { useI18n } from '#client/lib/i18n';
import { lenient } from '#client/lib/lenient';
import { BookingKindIcon } from './booking-kind-icon';

/** The day's bookings, with their place's coordinates for the map where the answer has them. */
const dayBookingsSchema = lenient(
  z.array(
    dayBookingSchema.extend({
      lat: z.number().nullable().optional(),
      lng: z.number().nullable().optional(),
    }),
  ),
);
type ShownDayBooking = z.infer<typeof dayBookingsSchema>[number];

/** A plan day's bookings as the plan's answer gives them (`bookings`), or none when it has none. */
export function dayBookingsOf(day: object): ShownDayBooking[] {
  const parsed = dayBookingsSchema.safeParse((day as { bookings?: unknown }).bookings ?? []);
  return parsed.success ? parsed.data : [];
}

/** What is booked on a day, at the place's own time: "Flight TP 1234 departs 10:05 (Lisbon)". */
export function DayBookings({ bookings }: { bookings: readonly DayBooking[] }) {
  const i18n = useI18n();
  if (bookings.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={i18n.t('bookings.onThisDay')}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'grid', gap: 0.5 }}
    >
      {bookings.map((booking) => (
        <Box
          component="li"
          key={`${booking.bookingId}-${booking.moment}`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            backgroundColor: 'rgba(25, 118, 210, 0.08)',
          }}
        >
          <BookingKindIcon kind={booking.kind} fontSize="small" color="primary" />
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography variant="body2">{dayBookingText(booking, i18n)}</Typography>
            {/* Which airport, station or address, unless the title says it already. */}
            {booking.place && booking.place !== booking.title ? (
              <Typography variant="caption" color="text.secondary" component="p">
                {booking.place}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
