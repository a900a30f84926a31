import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import {
  INVITE_LIMITS,
  type Invite,
  type InviteRole,
  type NewInvite,
  type ShareLink,
} from '#shared/contracts/invites';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { ShownLink } from '#client/components/shown-link';
import { FormMessage } from '#client/components/form-message';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import { useI18n, type MessageKey } from '#client/lib/i18n';
import {
  useCreateInvite,
  useCreateShare,
  useInvites,
  useRevokeInvite,
  useRevokeShare,
  useShareStatus,
} from '../invites-api';
import { localDay, ROLE_LABELS } from '../role-labels';

const EXPIRY_CHOICES = [1, 7, 30, 90] as const;

type InviteState = 'active' | 'revoked' | 'expired' | 'used up';

const STATE_LABELS: Record<InviteState, MessageKey> = {
  active: 'companions.stateActive',
  revoked: 'companions.stateRevoked',
  expired: 'companions.stateExpired',
  'used up': 'companions.stateUsedUp',
};

const INVITE_LABELS: Record<InviteRole, MessageKey> = {
  editor: 'companions.inviteEditor',
  viewer: 'companions.inviteViewer',
};

const REVOKE_LABELS: Record<InviteRole, MessageKey> = {
  editor: 'companions.revokeEditor',
  viewer: 'companions.revokeViewer',
};

/** Whether an invite still works, and if not, why (the server's rules, read from the list). */
function inviteState(invite: Invite, now: number): InviteState {
  if (invite.revokedAt) return 'revoked';
  if (invite.expiresAt && Date.parse(invite.expiresAt) <= now) return 'expired';
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return 'used up';
  return 'active';
}

/**
 * "Travel together" on the trip page, for its owner (docs/PRODUCT-RULES.md#travel-together):
 * invite links with a role, a number of uses and an expiry, each shown once and revocable, and
 * the trip's read-only share link.
 */
export function TravelTogether({ tripId }: { tripId: string }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('companions.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('companions.intro')}
      </Typography>
      <InviteLinks tripId={tripId} />
      <ShareLinkPanel tripId={tripId} />
    </Box>
  );
}

function InviteLinks({ tripId }: { tripId: string }) {
  const { t, f } = useI18n();
  const formatDay = (iso: string) => f.date(localDay(iso));
  const invites = useInvites(tripId);
  const create = useCreateInvite(tripId);
  const revoke = useRevokeInvite(tripId);
  const [role, setRole] = useState<InviteRole>('viewer');
  const [maxUses, setMaxUses] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<number>(INVITE_LIMITS.expiresInDays.default);
  const [formError, setFormError] = useState<string | null>(null);
  const [shown, setShown] = useState<NewInvite | null>(null);
  const headingId = useId();

  function handleCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const uses = maxUses.trim() === '' ? null : Number(maxUses);
    if (
      uses !== null &&
      (!Number.isInteger(uses) ||
        uses < INVITE_LIMITS.maxUses.min ||
        uses > INVITE_LIMITS.maxUses.max)
    ) {
      setFormError(t('companions.usesError'));
      return;
    }
    setFormError(null);
    revoke.reset();
    create.mutate(
      { role, maxUses: uses, expiresInDays },
      { onSuccess: (invite) => setShown(invite) },
    );
  }

  // Whether an invite expired is judged as of when the list was read.
  const now = invites.dataUpdatedAt;
  let list;
  if (invites.isPending) list = <Typography>{t('companions.loading')}</Typography>;
  else if (invites.isError) {
    list = (
      <LoadError
        message={errorMessage(invites.error, t('companions.invitesLoadFailed'))}
        onRetry={() => void invites.refetch()}
        isRetrying={invites.isFetching}
      />
    );
  } else if (invites.data.length === 0) {
    list = <Typography color="text.secondary">{t('companions.noInvites')}</Typography>;
  } else {
    list = (
      <Box
        component="ul"
        aria-label={t('companions.invites')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {invites.data.map((invite) => {
          const state = inviteState(invite, now);
          const uses =
            invite.maxUses === null
              ? t('companions.joinedNoLimit', { uses: invite.uses })
              : t('companions.joinedOf', { uses: invite.uses, max: invite.maxUses });
          return (
            <Box
              component="li"
              key={invite._id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{t(INVITE_LABELS[invite.role])}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {uses}
                  {invite.expiresAt
                    ? ` · ${t(state === 'expired' ? 'companions.expired' : 'companions.expires', { date: formatDay(invite.expiresAt) })}`
                    : ''}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={t(STATE_LABELS[state])}
                color={state === 'active' ? 'success' : 'default'}
              />
              {state === 'active' ? (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  aria-label={t(REVOKE_LABELS[invite.role], { uses })}
                  disabled={revoke.isPending}
                  onClick={() => {
                    create.reset();
                    revoke.mutate(invite._id, {
                      onSuccess: () => {
                        if (shown?._id === invite._id) setShown(null);
                      },
                    });
                  }}
                >
                  {t('companions.revoke')}
                </Button>
              ) : null}
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('companions.inviteHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('companions.rolesHelp')}
      </Typography>
      <FormMessage
        message={
          formError ??
          (create.isError
            ? errorMessage(create.error, t('companions.inviteCreateFailed'))
            : revoke.isError
              ? errorMessage(revoke.error, t('companions.inviteRevokeFailed'))
              : null)
        }
      />
      <Box component="form" noValidate onSubmit={handleCreate}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
          <TextField
            select
            label={t('companions.role')}
            size="small"
            value={role}
            onChange={(event) => setRole(event.target.value as InviteRole)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="viewer">{t(ROLE_LABELS.viewer)}</MenuItem>
            <MenuItem value="editor">{t(ROLE_LABELS.editor)}</MenuItem>
          </TextField>
          <TextField
            label={t('companions.maxUses')}
            size="small"
            value={maxUses}
            placeholder={t('companions.noLimit')}
            onChange={(event) => setMaxUses(event.target.value.replace(/\D/g, '').slice(0, 3))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            helperText={t('companions.emptyNoLimit')}
            sx={{ minWidth: 120 }}
          />
          <TextField
            select
            label={t('companions.expiresIn')}
            size="small"
            value={expiresInDays}
            onChange={(event) => setExpiresInDays(Number(event.target.value))}
            sx={{ minWidth: 140 }}
          >
            {EXPIRY_CHOICES.map((days) => (
              <MenuItem key={days} value={days}>
                {t('companions.days', { count: days })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? t('companions.creating') : t('companions.createInvite')}
        </Button>
      </Box>
      {shown ? (
        <ShownLink
          key={shown.url}
          label={t('companions.inviteLink')}
          url={shown.url}
          notice={t('companions.inviteShownOnce')}
          onHide={() => setShown(null)}
        />
      ) : null}
      <Box sx={{ mt: 2 }}>{list}</Box>
    </Box>
  );
}

function ShareLinkPanel({ tripId }: { tripId: string }) {
  const { t, f } = useI18n();
  const status = useShareStatus(tripId);
  const create = useCreateShare(tripId);
  const revoke = useRevokeShare(tripId);
  const [showsCosts, setShowsCosts] = useState(false);
  const [shown, setShown] = useState<ShareLink | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const headingId = useId();
  const isBusy = create.isPending || revoke.isPending;

  function handleCreate() {
    revoke.reset();
    create.mutate({ showsCosts }, { onSuccess: (link) => setShown(link) });
  }

  function handleStop() {
    setIsAsking(false);
    create.reset();
    revoke.mutate(undefined, { onSuccess: () => setShown(null) });
  }

  const costsChoice = (
    <FormControlLabel
      control={
        <Checkbox checked={showsCosts} onChange={(event) => setShowsCosts(event.target.checked)} />
      }
      label={t('companions.showCosts')}
    />
  );

  let body;
  if (status.isPending) body = <Typography>{t('companions.loading')}</Typography>;
  else if (status.isError) {
    body = (
      <LoadError
        message={errorMessage(status.error, t('companions.shareLoadFailed'))}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  } else if (status.data.active && status.data.createdAt) {
    body = (
      <>
        <Typography sx={{ mb: 1 }}>
          {t(
            status.data.showsCosts ? 'companions.sharedWithCosts' : 'companions.sharedWithoutCosts',
            { date: f.date(localDay(status.data.createdAt)) },
          )}
        </Typography>
        {costsChoice}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <Button variant="outlined" onClick={handleCreate} disabled={isBusy}>
            {create.isPending ? t('companions.replacing') : t('companions.replace')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setIsAsking(true)}
            disabled={isBusy}
          >
            {revoke.isPending ? t('companions.stopping') : t('companions.stopSharing')}
          </Button>
        </Stack>
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 1 }}>{t('companions.notShared')}</Typography>
        {costsChoice}
        <Box sx={{ mt: 1 }}>
          <Button variant="contained" onClick={handleCreate} disabled={isBusy}>
            {create.isPending ? t('companions.creating') : t('companions.createShare')}
          </Button>
        </Box>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('companions.shareHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('companions.shareIntro')}
      </Typography>
      <FormMessage
        message={
          create.isError
            ? errorMessage(create.error, t('companions.shareChangeFailed'))
            : revoke.isError
              ? errorMessage(revoke.error, t('companions.shareChangeFailed'))
              : null
        }
      />
      {body}
      {shown && status.data?.active ? (
        <ShownLink
          key={shown.url}
          label={t('companions.shareLink')}
          url={shown.url}
          notice={t('companions.shareShownOnce')}
          onHide={() => setShown(null)}
        />
      ) : null}
      <ConfirmDialog
        open={isAsking}
        question={t('companions.stopSharingQuestion')}
        confirmLabel={t('companions.stopSharing')}
        isBusy={isBusy}
        onCancel={() => setIsAsking(false)}
        onConfirm={handleStop}
      />
    </Box>
  );
}
