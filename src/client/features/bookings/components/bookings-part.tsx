import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import type { Booking } from '#shared/contracts/bookings';
import type { CurrencyCode } from '#shared/domain/money';
import { BookingDetails } from '#client/components/booking-details';
import { BookingKindIcon } from '#client/components/booking-kind-icon';
import { LoadError } from '#client/components/load-error';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { errorMessage } from '#client/lib/api-client';
import { BOOKING_KIND_KEYS } from '#client/lib/booking-text';
import { useI18n } from '#client/lib/i18n';
import { lazyNamed } from '#client/lib/lazy-named';
import { useBookings, useCostLineLabels } from '../api';
import { BookingFiles } from './booking-files';
import { browserTimeZone } from './time-zone-field';

// The dialogs are the part's costly insides: their modules come when one is first opened.
const BookingDialog = lazyNamed(
  () => import('./booking-dialog'),
  (module) => module.BookingDialog,
);
const ImportDialog = lazyNamed(
  () => import('./import-dialog'),
  (module) => module.ImportDialog,
);
const DeleteBookingDialog = lazyNamed(
  () => import('./delete-booking-dialog'),
  (module) => module.DeleteBookingDialog,
);

interface BookingsPartProps {
  tripId: string;
  /** The trip's currency: a new booking's price defaults to it. */
  currency: CurrencyCode;
  /** False for a viewer (docs/PRODUCT-RULES.md#roles): no Add, Import, Edit, Delete or files. */
  canEdit: boolean;
}

/**
 * The trip's bookings in order of their start, each at the place's own date, time and zone.
 * The heading and its buttons are drawn at once; the dialogs load when first opened.
 */
export function BookingsPart({ tripId, currency, canEdit }: BookingsPartProps) {
  const bookings = useBookings(tripId);
  const { t } = useI18n();
  const [editing, setEditing] = useState<{ booking: Booking | null } | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [toDelete, setToDelete] = useState<Booking | null>(null);
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  // The deleted booking's buttons are gone: once its dialog has closed (the same render), the
  // heading takes the focus.
  const [headingFocusRequest, setHeadingFocusRequest] = useState(0);
  useEffect(() => {
    if (headingFocusRequest > 0) document.getElementById('bookings-heading')?.focus();
  }, [headingFocusRequest]);
  const list = bookings.data?.bookings;
  const lineLabels = useCostLineLabels(
    tripId,
    (list ?? []).some((booking) => booking.costLineId !== null),
  ).data;
  const defaultTimeZone = placeTimeZone(list ?? []);
  const said = (text: string) => setMessage({ severity: 'success', text });

  let body;
  if (bookings.isPending) body = <Typography>{t('bookings.loading')}</Typography>;
  else if (bookings.isError && list === undefined) {
    // A failed load never passes for an empty list (docs/PRODUCT-RULES.md#failed-lists).
    body = (
      <LoadError
        message={errorMessage(bookings.error, t('bookings.loadFailed'))}
        onRetry={() => void bookings.refetch()}
        isRetrying={bookings.isFetching}
      />
    );
  } else if (!list || list.length === 0) {
    body = (
      <Typography color="text.secondary">
        {canEdit ? t('bookings.empty') : t('bookings.emptyViewer')}
      </Typography>
    );
  } else {
    body = (
      <Stack
        component="ul"
        aria-labelledby="bookings-heading"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {list.map((booking) => (
          <BookingCard
            key={booking._id}
            tripId={tripId}
            booking={booking}
            costLineLabel={
              booking.costLineId ? (lineLabels?.get(booking.costLineId) ?? null) : null
            }
            canEdit={canEdit}
            onEdit={() => setEditing({ booking })}
            onDelete={() => setToDelete(booking)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="bookings-heading" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography
          id="bookings-heading"
          component="h2"
          variant="h6"
          tabIndex={-1}
          sx={{ fontWeight: 700, '&:focus': { outline: 'none' } }}
        >
          {t('bookings.heading')}
        </Typography>
        {canEdit ? (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ booking: null })}
              disabled={!bookings.isSuccess}
            >
              {t('bookings.add')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => setIsImporting(true)}
              disabled={!bookings.isSuccess}
            >
              {t('bookings.import')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <PageMessage message={message} onClose={() => setMessage(null)} />
      {body}
      <Suspense fallback={null}>
        {editing ? (
          <BookingDialog
            open
            tripId={tripId}
            booking={editing.booking}
            defaultTimeZone={defaultTimeZone}
            currency={currency}
            onClose={() => setEditing(null)}
            onSaved={said}
          />
        ) : null}
        {isImporting ? (
          <ImportDialog
            open
            tripId={tripId}
            defaultTimeZone={defaultTimeZone}
            currency={currency}
            onClose={() => setIsImporting(false)}
            onSaved={said}
          />
        ) : null}
        {toDelete ? (
          <DeleteBookingDialog
            tripId={tripId}
            booking={toDelete}
            onClose={() => setToDelete(null)}
            onDeleted={(text) => {
              said(text);
              setHeadingFocusRequest((count) => count + 1);
            }}
          />
        ) : null}
      </Suspense>
    </Box>
  );
}

/**
 * The zone a new booking starts in: the trip's place's, as its bookings tell it (a stay's, or
 * where the first flight lands), else the first booking's, else the browser's own.
 */
function placeTimeZone(bookings: readonly Booking[]): string {
  const stay = bookings.find((booking) => booking.kind === 'stay');
  if (stay) return stay.start.timeZone;
  const first = bookings[0];
  if (!first) return browserTimeZone();
  return first.legs[0]?.arrives?.timeZone ?? first.end?.timeZone ?? first.start.timeZone;
}

function BookingCard({
  tripId,
  booking,
  costLineLabel,
  canEdit,
  onEdit,
  onDelete,
}: {
  tripId: string;
  booking: Booking;
  /** The label of the cost line whose actual its price is, once the cost plan is read. */
  costLineLabel: string | null;
  canEdit: boolean;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useI18n();
  const headingId = `booking-${booking._id}`;
  const facts = [t(BOOKING_KIND_KEYS[booking.kind]), booking.provider].filter(Boolean).join(' · ');
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <BookingKindIcon kind={booking.kind} color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {booking.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {facts}
          </Typography>
        </Box>
        {canEdit ? (
          <Stack direction="row" sx={{ flexShrink: 0 }}>
            <IconButton
              aria-label={t('bookings.editNamed', { title: booking.title })}
              onClick={onEdit}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label={t('bookings.deleteNamed', { title: booking.title })}
              onClick={onDelete}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ) : null}
      </Stack>
      <Box sx={{ pl: { xs: 0, sm: 4 }, mt: 1, overflowWrap: 'anywhere' }}>
        <BookingDetails booking={booking} />
        {costLineLabel ? (
          <Typography variant="body2" color="text.secondary">
            {t('bookings.costLineActual', { line: costLineLabel })}
          </Typography>
        ) : null}
        <BookingFiles tripId={tripId} booking={booking} canEdit={canEdit} />
      </Box>
    </Paper>
  );
}
