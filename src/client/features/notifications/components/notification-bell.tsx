import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Notification } from '#shared/contracts/notifications';
import { visuallyHidden } from '#client/components/visually-hidden';
import { errorMessage } from '#client/lib/api-client';
import { useI18n, type I18n } from '#client/lib/i18n';
import { INTL_LOCALES } from '#shared/i18n/formats';
import { useMarkRead, useNotifications } from '../api';
import { timeAgo } from '../time-ago';

/** How long the list the stream keeps current is shown without asking the server again. */
const LIST_KEPT_MS = 60_000;

/** The badge's count: a big one is shown as "99+". */
function shownCount(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/**
 * The bell's name says the unread count as the badge shows it, so the name holds what is seen
 * (one saying "Notifications, 2 unread" is what voice control users say).
 */
function bellLabel(unread: number, t: I18n['t']): string {
  return unread > 0
    ? t('notifications.bellUnread', { count: shownCount(unread) })
    : t('notifications.title');
}

/**
 * The bell in the signed-in header: its badge counts unread notices; it opens the newest notices,
 * each leading to its page and marked read as it is opened (docs/PRODUCT-RULES.md#notices). The
 * live stream keeps it current.
 */
export function NotificationBell() {
  const { t } = useI18n();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const isOpen = anchor !== null;
  const headingId = useId();
  const panelId = useId();
  const unread = notifications.data?.unread ?? 0;

  function open(button: HTMLButtonElement) {
    setAnchor(button);
    // The stream keeps the list current; one not heard from in a while is asked again.
    const isOld = Date.now() - notifications.dataUpdatedAt > LIST_KEPT_MS;
    if (isOld && !notifications.isFetching) void notifications.refetch();
  }

  function openNotice(notice: Notification) {
    setAnchor(null);
    if (notice.readAt === null) markRead.mutate([notice._id]);
  }

  let content;
  if (notifications.isPending) {
    content = (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', p: 2 }}>
        <CircularProgress size={20} />
        <Typography>{t('notifications.loading')}</Typography>
      </Stack>
    );
  } else if (notifications.isError) {
    content = (
      <Alert
        severity="error"
        role="alert"
        sx={{ m: 1.5, alignItems: 'center' }}
        action={
          <Button
            color="inherit"
            variant="outlined"
            onClick={() => void notifications.refetch()}
            disabled={notifications.isFetching}
          >
            {notifications.isFetching ? t('notifications.retrying') : t('notifications.retry')}
          </Button>
        }
      >
        {errorMessage(notifications.error, t('notifications.loadFailed'))}
      </Alert>
    );
  } else if (notifications.data.notifications.length === 0) {
    content = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('notifications.empty')}
      </Typography>
    );
  } else {
    content = (
      <List aria-labelledby={headingId} disablePadding sx={{ overflowY: 'auto' }}>
        {notifications.data.notifications.map((notice) => (
          <li key={notice._id}>
            <NoticeItem notice={notice} onOpen={() => openNotice(notice)} />
          </li>
        ))}
      </List>
    );
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(unread, t)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={(event) => open(event.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        {/* No badge at all without unread notices: a hidden "0" would still be its text. */}
        <Badge
          badgeContent={unread > 0 ? shownCount(unread) : undefined}
          invisible={unread === 0}
          color="error"
          aria-hidden="true"
        >
          {unread > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
        </Badge>
      </IconButton>
      <Popover
        open={isOpen}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: {
              width: 380,
              maxWidth: 'calc(100vw - 16px)',
              maxHeight: 'min(560px, calc(100dvh - 80px))',
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {t('notifications.title')}
          </Typography>
          <Button
            size="small"
            onClick={() => markRead.mutate(undefined)}
            disabled={unread === 0 || markRead.isPending}
            sx={{ minHeight: 44 }}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Stack>
        {content}
      </Popover>
    </>
  );
}

/** A notice leads inside the app only: a link that is not one of its paths opens My trips. */
function inAppPath(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')
    ? link
    : '/my-trip';
}

/** One notice: unread ones marked by a dot, a bolder title and words for screen readers. */
function NoticeItem({ notice, onOpen }: { notice: Notification; onOpen(): void }) {
  const { t, locale } = useI18n();
  const isUnread = notice.readAt === null;
  return (
    <ListItemButton
      component={RouterLink}
      to={inAppPath(notice.link)}
      onClick={onOpen}
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isUnread ? 'action.hover' : undefined,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          flex: 'none',
          mt: 0.75,
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: isUnread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: isUnread ? 700 : 500, overflowWrap: 'anywhere' }}>
          {isUnread ? (
            <Box component="span" sx={visuallyHidden}>
              {t('notifications.unread')}{' '}
            </Box>
          ) : null}
          {notice.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {notice.body}
        </Typography>
        <Typography
          component="time"
          dateTime={notice.createdAt}
          variant="caption"
          color="text.secondary"
          title={new Date(notice.createdAt).toLocaleString(INTL_LOCALES[locale])}
        >
          {timeAgo(notice.createdAt, t)}
        </Typography>
      </Box>
    </ListItemButton>
  );
}
