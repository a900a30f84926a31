import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SharedPlanItem, SharedTrip } from '#shared/contracts/invites';
import { formatMonthDay, shortWeekday } from '#shared/domain/calendar-date';
import { formatClockTime } from '#shared/domain/clock-time';
import { COST_CATEGORY_LABELS } from '#shared/domain/cost-categories';
import { formatMoney } from '#shared/domain/money';
import { z } from 'zod';
import { bookingSchema } from '#shared/contracts/bookings';
import { BookingDetails } from '#client/components/booking-details';
import { BookingKindIcon } from '#client/components/booking-kind-icon';
import { BOOKING_KIND_LABELS } from '#client/lib/booking-text';
import { lenient } from '#client/lib/lenient';
import { PageLoading } from '#client/components/page-loading';
import { LoadError } from '#client/components/load-error';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { formatDateRange } from '#client/lib/format-date-range';
import { useSharedTrip } from '../invites-api';

export const SHARED_GONE_TEXT =
  'This shared trip is not available: its owner stopped sharing it, or the link was copied wrongly.';

/** "Tue, Jun 2" for a calendar date, never shifted by the reader's time zone. */
function formatDay(day: string): string {
  return `${shortWeekday(day)}, ${formatMonthDay(day)}`;
}

function ItemList({ items, empty }: { items: SharedPlanItem[]; empty: string }) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, index) => (
        <Box component="li" key={index} sx={{ py: 0.75 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {item.startMinutes !== null ? `${formatClockTime(item.startMinutes)} · ` : ''}
            {item.name}
          </Typography>
          {item.place ? (
            <Typography variant="body2" color="text.secondary">
              {item.place}
            </Typography>
          ) : null}
          {item.note ? <Typography variant="body2">{item.note}</Typography> : null}
        </Box>
      ))}
    </Box>
  );
}

function Costs({ costs }: { costs: NonNullable<SharedTrip['costs']> }) {
  return (
    <Box component="section" aria-labelledby="shared-costs" sx={{ mt: 4 }}>
      <Typography id="shared-costs" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Costs
      </Typography>
      {costs.lines.length === 0 ? (
        <Typography color="text.secondary">No cost lines yet.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>What</TableCell>
                <TableCell align="right">Planned</TableCell>
                <TableCell align="right">Spent</TableCell>
                <TableCell>Paid by</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {costs.lines.map((line, index) => (
                <TableRow key={index}>
                  <TableCell>
                    {line.label || COST_CATEGORY_LABELS[line.category]}
                    <Typography variant="body2" color="text.secondary">
                      {COST_CATEGORY_LABELS[line.category]}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    {line.planned ? formatMoney(line.planned) : '—'}
                  </TableCell>
                  <TableCell align="right">
                    {line.actual ? formatMoney(line.actual) : '—'}
                  </TableCell>
                  <TableCell>{line.paidBy ?? '—'}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatMoney(costs.plannedTotal)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatMoney(costs.actualTotal)}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** The share link's bookings, read leniently: an answer without them shows none. */
const sharedBookingsSchema = lenient(
  z.array(
    bookingSchema.pick({
      kind: true,
      title: true,
      provider: true,
      confirmationCode: true,
      start: true,
      end: true,
      from: true,
      to: true,
      legs: true,
      travellers: true,
      price: true,
      notes: true,
    }),
  ),
);

/**
 * The trip's bookings in order of their start, at each place's own time; the share link sends
 * them without codes, travellers' names or files (docs/SECURITY.md#share-link).
 */
function Bookings({ trip }: { trip: SharedTrip }) {
  const parsed = sharedBookingsSchema.safeParse((trip as { bookings?: unknown }).bookings ?? []);
  const bookings = parsed.success ? parsed.data : [];
  if (bookings.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="shared-bookings" sx={{ mt: 4 }}>
      <Typography id="shared-bookings" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Bookings
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bookings.map((booking, index) => (
          <Paper component="li" key={index} variant="outlined" sx={{ p: 2, mb: 1.5 }}>
            <Typography
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <BookingKindIcon kind={booking.kind} fontSize="small" color="action" />
              {booking.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[BOOKING_KIND_LABELS[booking.kind], booking.provider].filter(Boolean).join(' · ')}
            </Typography>
            <BookingDetails booking={booking} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A trip's read-only page, opened by its share link without an account
 * (docs/PRODUCT-RULES.md#share-link): place, dates, travellers, the plan by day, and the costs
 * when the owner chose.
 */
export function SharedTripView({ token }: { token: string }) {
  const shared = useSharedTrip(token);
  if (shared.isPending) return <PageLoading />;
  if (shared.isError) {
    if (shared.error instanceof ApiError && shared.error.status === 404) {
      return (
        <Alert severity="warning" role="alert">
          {SHARED_GONE_TEXT}
        </Alert>
      );
    }
    return (
      <LoadError
        message={errorMessage(shared.error, 'The shared trip could not be loaded.')}
        onRetry={() => void shared.refetch()}
        isRetrying={shared.isFetching}
      />
    );
  }
  const trip = shared.data;
  const title = trip.trip_location || trip.location_address;
  return (
    <article>
      <Typography variant="overline" color="text.secondary">
        Shared trip, read-only
      </Typography>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '2rem', sm: '2.6rem' }, fontWeight: 800, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {trip.location_address}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {trip.trip_start && trip.trip_end
          ? formatDateRange(trip.trip_start, trip.trip_end)
          : 'Dates not chosen yet'}
        {' · '}
        {trip.travellers === 1 ? '1 traveller' : `${trip.travellers} travellers`}
      </Typography>

      <Box component="section" aria-labelledby="shared-plan" sx={{ mt: 4 }}>
        <Typography id="shared-plan" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Plan
        </Typography>
        {trip.plan.days.map(({ day, items }) => (
          <Paper key={day} variant="outlined" sx={{ p: 2, mb: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {formatDay(day)}
            </Typography>
            <ItemList items={items} empty="Nothing planned." />
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Ideas
          </Typography>
          <ItemList items={trip.plan.ideas} empty="No ideas yet." />
        </Paper>
      </Box>
      <Bookings trip={trip} />
      {trip.costs ? <Costs costs={trip.costs} /> : null}
    </article>
  );
}
