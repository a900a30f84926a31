import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MAX_BOOKING_FILE_BYTES, type Booking, type BookingFile } from '#shared/contracts/bookings';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { FileButton } from '#client/components/file-button';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import {
  bookingFileUrl,
  downloadBookingFile,
  useAddBookingFile,
  useDeleteBookingFile,
} from '../api';

/** The kinds of file a ticket or voucher may be; the server checks the content itself. */
const ACCEPTED = 'application/pdf,image/png,image/jpeg,image/webp,image/gif';
const ACCEPTED_TYPES = new Set(ACCEPTED.split(','));

/** "245 KB", "1.2 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A booking's tickets and vouchers: each downloads under its name; editors attach a PDF or an
 * image (10 MB at most) and delete them. A refused file says why, in plain words.
 */
export function BookingFiles({
  tripId,
  booking,
  canEdit,
}: {
  tripId: string;
  booking: Booking;
  canEdit: boolean;
}) {
  const { t } = useI18n();
  const adding = useAddBookingFile(tripId);
  const deleting = useDeleteBookingFile(tripId);
  const [problem, setProblem] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<BookingFile | null>(null);

  function attach(file: File) {
    setProblem(null);
    // Said before sending: the server would refuse it anyway.
    if (file.size > MAX_BOOKING_FILE_BYTES) {
      setProblem(t('bookings.fileTooLarge', { name: file.name }));
      return;
    }
    if (file.type !== '' && !ACCEPTED_TYPES.has(file.type)) {
      setProblem(t('bookings.fileWrongType', { name: file.name }));
      return;
    }
    adding.mutate(
      { bookingId: booking._id, file },
      {
        onError: (error) =>
          setProblem(errorMessage(error, t('bookings.attachFailed', { name: file.name }))),
      },
    );
  }

  async function download(file: BookingFile) {
    setProblem(null);
    try {
      await downloadBookingFile(bookingFileUrl(tripId, booking._id, file._id), file.name);
    } catch (error) {
      setProblem(errorMessage(error, t('bookings.downloadFailed', { name: file.name })));
    }
  }

  if (booking.files.length === 0 && !canEdit) return null;
  return (
    <Box sx={{ mt: 1 }}>
      {booking.files.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('bookings.filesOf', { title: booking.title })}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {booking.files.map((file) => (
            <Stack
              component="li"
              key={file._id}
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', minWidth: 0 }}
            >
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => void download(file)}
                sx={{ minWidth: 0, textTransform: 'none', justifyContent: 'flex-start' }}
                aria-label={t('bookings.downloadNamed', { name: file.name })}
              >
                <Box
                  component="span"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {file.name}
                </Box>
              </Button>
              <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                {fileSize(file.bytes)}
              </Typography>
              {canEdit ? (
                <IconButton
                  size="small"
                  aria-label={t('bookings.deleteNamed', { title: file.name })}
                  onClick={() => setToDelete(file)}
                  sx={{ flexShrink: 0 }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Stack>
          ))}
        </Box>
      ) : null}
      {canEdit ? (
        <FileButton
          size="small"
          startIcon={<AttachFileIcon />}
          accept={ACCEPTED}
          disabled={adding.isPending}
          label={t('bookings.attachTo', { title: booking.title })}
          onFile={attach}
        >
          {adding.isPending ? t('bookings.attaching') : t('bookings.attach')}
        </FileButton>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)} sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        question={t('bookings.deleteFileQuestion', { name: toDelete?.name ?? '' })}
        isBusy={deleting.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          const file = toDelete;
          setToDelete(null);
          deleting.mutate(
            { bookingId: booking._id, fileId: file._id },
            {
              onError: (error) =>
                setProblem(
                  errorMessage(error, t('bookings.fileDeleteFailed', { name: file.name })),
                ),
            },
          );
        }}
      />
    </Box>
  );
}
