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
import type { CostCategory } from '#shared/domain/cost-categories';
import { z } from 'zod';
import { bookingSchema } from '#shared/contracts/bookings';
import { BookingDetails } from '#client/components/booking-details';
import { BookingKindIcon } from '#client/components/booking-kind-icon';
import { BOOKING_KIND_LABELS } from '#client/lib/booking-text';
import { lenient } from '#client/lib/lenient';
import { PageLoading } from '#client/components/page-loading';
import { LoadError } from '#client/components/load-error';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { useI18n, type MessageKey } from '#client/lib/i18n';
import { useSharedTrip } from '../invites-api';

/** What a traveller sees each cost category called. */
const CATEGORY_LABELS: Record<CostCategory, MessageKey> = {
  airfare: 'companions.categoryAirfare',
  lodging: 'companions.categoryLodging',
  car_rental: 'companions.categoryCarRental',
  food: 'companions.categoryFood',
  activities: 'companions.categoryActivities',
  other: 'companions.categoryOther',
};

function ItemList({ items, empty }: { items: SharedPlanItem[]; empty: string }) {
  const { f } = useI18n();
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, index) => (
        <Box component="li" key={index} sx={{ py: 0.75 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {item.startMinutes !== null ? `${f.clockTime(item.startMinutes)} · ` : ''}
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
  const { t, f } = useI18n();
  return (
    <Box component="section" aria-labelledby="shared-costs" sx={{ mt: 4 }}>
      <Typography id="shared-costs" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('companions.costs')}
      </Typography>
      {costs.lines.length === 0 ? (
        <Typography color="text.secondary">{t('companions.noCostLines')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('companions.what')}</TableCell>
                <TableCell align="right">{t('companions.planned')}</TableCell>
                <TableCell align="right">{t('companions.spent')}</TableCell>
                <TableCell>{t('companions.paidBy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {costs.lines.map((line, index) => (
                <TableRow key={index}>
                  <TableCell>
                    {line.label || t(CATEGORY_LABELS[line.category])}
                    <Typography variant="body2" color="text.secondary">
                      {t(CATEGORY_LABELS[line.category])}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{line.planned ? f.money(line.planned) : '—'}</TableCell>
                  <TableCell align="right">{line.actual ? f.money(line.actual) : '—'}</TableCell>
                  <TableCell>{line.paidBy ?? '—'}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{t('companions.total')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {f.money(costs.plannedTotal)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {f.money(costs.actualTotal)}
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
  const { t } = useI18n();
  const parsed = sharedBookingsSchema.safeParse((trip as { bookings?: unknown }).bookings ?? []);
  const bookings = parsed.success ? parsed.data : [];
  if (bookings.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="shared-bookings" sx={{ mt: 4 }}>
      <Typography id="shared-bookings" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('companions.bookings')}
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
  const { t, f } = useI18n();
  const shared = useSharedTrip(token);
  if (shared.isPending) return <PageLoading />;
  if (shared.isError) {
    if (shared.error instanceof ApiError && shared.error.status === 404) {
      return (
        <Alert severity="warning" role="alert">
          {t('companions.sharedGone')}
        </Alert>
      );
    }
    return (
      <LoadError
        message={errorMessage(shared.error, t('companions.sharedLoadFailed'))}
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
        {t('companions.sharedOverline')}
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
          ? f.dateRange(trip.trip_start, trip.trip_end)
          : t('companions.datesNotChosen')}
        {' · '}
        {t('companions.travellersCount', { count: trip.travellers })}
      </Typography>

      <Box component="section" aria-labelledby="shared-plan" sx={{ mt: 4 }}>
        <Typography id="shared-plan" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('companions.plan')}
        </Typography>
        {trip.plan.days.map(({ day, items }) => (
          <Paper key={day} variant="outlined" sx={{ p: 2, mb: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('companions.sharedDay', { weekday: f.weekdayShort(day), date: f.monthDay(day) })}
            </Typography>
            <ItemList items={items} empty={t('companions.nothingPlanned')} />
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('companions.ideas')}
          </Typography>
          <ItemList items={trip.plan.ideas} empty={t('companions.noIdeas')} />
        </Paper>
      </Box>
      <Bookings trip={trip} />
      {trip.costs ? <Costs costs={trip.costs} /> : null}
    </article>
  );
}
