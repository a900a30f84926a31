import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Booking, BookingLeg } from '#shared/contracts/bookings';
import { placeLine, placeText, priceText } from '#client/lib/booking-lines';
import { formatLocalDateTime } from '#client/lib/booking-text';
import { richText, useI18n } from '#client/lib/i18n';

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
  const i18n = useI18n();
  const { t } = i18n;
  const places = placeLine(booking);
  const price = priceText(booking.price, i18n);
  const isStay = booking.kind === 'stay';
  return (
    <>
      <Typography variant="body2">
        {t(isStay ? 'bookings.detailCheckIn' : 'bookings.detailStarts', {
          when: formatLocalDateTime(booking.start, i18n),
        })}
      </Typography>
      {booking.end ? (
        <Typography variant="body2">
          {t(isStay ? 'bookings.detailCheckOut' : 'bookings.detailEnds', {
            when: formatLocalDateTime(booking.end, i18n),
          })}
        </Typography>
      ) : null}
      {places ? <Typography variant="body2">{places}</Typography> : null}
      {booking.legs.length > 0 ? <Legs legs={booking.legs} title={booking.title} /> : null}
      {booking.confirmationCode ? (
        <Typography variant="body2">
          {richText(t, 'bookings.confirmation', {
            code: booking.confirmationCode,
            strong: (chunks) => (
              <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                {chunks}
              </Box>
            ),
          })}
        </Typography>
      ) : null}
      {booking.travellers.length > 0 ? (
        <Typography variant="body2">
          {t('bookings.travellers', { names: booking.travellers.join(', ') })}
        </Typography>
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
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <Box
      component="ol"
      aria-label={t('bookings.legsOf', { title })}
      sx={{ pl: 2.5, my: 0.5, '& li': { mb: 0.5 } }}
    >
      {legs.map((leg, index) => {
        const name = [leg.number, leg.carrier].filter(Boolean).join(' · ');
        const route = [placeText(leg.from), placeText(leg.to)].filter(Boolean).join(' → ');
        return (
          <li key={index}>
            <Typography variant="body2">{[name, route].filter(Boolean).join(': ')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {leg.arrives
                ? t('bookings.legDepartsArrives', {
                    departs: formatLocalDateTime(leg.departs, i18n),
                    arrives: formatLocalDateTime(leg.arrives, i18n),
                  })
                : t('bookings.legDeparts', { departs: formatLocalDateTime(leg.departs, i18n) })}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}
