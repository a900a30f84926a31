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
import { TRIP_ROLE_LABELS } from '#shared/domain/roles';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { ShownLink } from '#client/components/shown-link';
import { FormMessage } from '#client/components/form-message';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import {
  useCreateInvite,
  useCreateShare,
  useInvites,
  useRevokeInvite,
  useRevokeShare,
  useShareStatus,
} from '../invites-api';

export const INVITE_SHOWN_ONCE =
  'This invite link is shown only this once. Send it to your companions: whoever opens it while logged in joins this trip. Copy it now; if you lose it, make a new one.';
export const SHARE_SHOWN_ONCE =
  'This link is shown only this once. Anyone who has it can read this trip without an account (no e-mail addresses). Copy it now; if you lose it, make a new one.';
export const STOP_SHARING_QUESTION =
  'Stop sharing this trip? The read-only link stops working at once.';

const EXPIRY_CHOICES = [1, 7, 30, 90] as const;

/** "May 4, 2026" for an ISO timestamp, in the traveller's own calendar. */
function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** Whether an invite still works, and if not, why (the server's rules, read from the list). */
function inviteState(invite: Invite, now: number): 'active' | 'revoked' | 'expired' | 'used up' {
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
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Travel together
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Invite companions to see or plan this trip with you, or share a read-only page of it.
      </Typography>
      <InviteLinks tripId={tripId} />
      <ShareLinkPanel tripId={tripId} />
    </Box>
  );
}

function InviteLinks({ tripId }: { tripId: string }) {
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
      setFormError('Uses must be a whole number from 1 to 100, or empty for no limit.');
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
  if (invites.isPending) list = <Typography>Loading...</Typography>;
  else if (invites.isError) {
    list = (
      <LoadError
        message={errorMessage(invites.error, 'The invites could not be loaded.')}
        onRetry={() => void invites.refetch()}
        isRetrying={invites.isFetching}
      />
    );
  } else if (invites.data.length === 0) {
    list = <Typography color="text.secondary">No invites yet.</Typography>;
  } else {
    list = (
      <Box component="ul" aria-label="Invites" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {invites.data.map((invite) => {
          const state = inviteState(invite, now);
          const uses =
            invite.maxUses === null
              ? `${invite.uses} joined, no limit`
              : `${invite.uses} of ${invite.maxUses} joined`;
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
                <Typography sx={{ fontWeight: 600 }}>
                  {TRIP_ROLE_LABELS[invite.role]} invite
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {uses}
                  {invite.expiresAt
                    ? ` · ${state === 'expired' ? 'expired' : 'expires'} ${formatDay(invite.expiresAt)}`
                    : ''}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={state === 'active' ? 'Active' : state[0]!.toUpperCase() + state.slice(1)}
                color={state === 'active' ? 'success' : 'default'}
              />
              {state === 'active' ? (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  aria-label={`Revoke ${TRIP_ROLE_LABELS[invite.role].toLowerCase()} invite (${uses})`}
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
                  Revoke
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
        Invite companions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Viewers can read the trip; editors can also change it, its costs and its plan.
      </Typography>
      <FormMessage
        message={
          formError ??
          (create.isError
            ? errorMessage(create.error, 'The invite could not be made.')
            : revoke.isError
              ? errorMessage(revoke.error, 'The invite could not be revoked.')
              : null)
        }
      />
      <Box component="form" noValidate onSubmit={handleCreate}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
          <TextField
            select
            label="Role"
            size="small"
            value={role}
            onChange={(event) => setRole(event.target.value as InviteRole)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="viewer">{TRIP_ROLE_LABELS.viewer}</MenuItem>
            <MenuItem value="editor">{TRIP_ROLE_LABELS.editor}</MenuItem>
          </TextField>
          <TextField
            label="Max uses"
            size="small"
            value={maxUses}
            placeholder="No limit"
            onChange={(event) => setMaxUses(event.target.value.replace(/\D/g, '').slice(0, 3))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            helperText="Empty: no limit"
            sx={{ minWidth: 120 }}
          />
          <TextField
            select
            label="Expires in"
            size="small"
            value={expiresInDays}
            onChange={(event) => setExpiresInDays(Number(event.target.value))}
            sx={{ minWidth: 140 }}
          >
            {EXPIRY_CHOICES.map((days) => (
              <MenuItem key={days} value={days}>
                {days === 1 ? '1 day' : `${days} days`}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create invite link'}
        </Button>
      </Box>
      {shown ? (
        <ShownLink
          key={shown.url}
          label="Invite link"
          url={shown.url}
          notice={INVITE_SHOWN_ONCE}
          onHide={() => setShown(null)}
        />
      ) : null}
      <Box sx={{ mt: 2 }}>{list}</Box>
    </Box>
  );
}

function ShareLinkPanel({ tripId }: { tripId: string }) {
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
      label="Show costs"
    />
  );

  let body;
  if (status.isPending) body = <Typography>Loading...</Typography>;
  else if (status.isError) {
    body = (
      <LoadError
        message={errorMessage(status.error, 'The share link could not be loaded.')}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  } else if (status.data.active && status.data.createdAt) {
    body = (
      <>
        <Typography sx={{ mb: 1 }}>
          This trip has been shared read-only since {formatDay(status.data.createdAt)},{' '}
          {status.data.showsCosts ? 'with its costs.' : 'without its costs.'}
        </Typography>
        {costsChoice}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <Button variant="outlined" onClick={handleCreate} disabled={isBusy}>
            {create.isPending ? 'Replacing…' : 'Replace link'}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setIsAsking(true)}
            disabled={isBusy}
          >
            {revoke.isPending ? 'Stopping…' : 'Stop sharing'}
          </Button>
        </Stack>
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 1 }}>Not shared.</Typography>
        {costsChoice}
        <Box sx={{ mt: 1 }}>
          <Button variant="contained" onClick={handleCreate} disabled={isBusy}>
            {create.isPending ? 'Creating…' : 'Create share link'}
          </Button>
        </Box>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Read-only link
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        A page with the place, dates and plan that anyone with the link can read, without an
        account. It never shows e-mail addresses.
      </Typography>
      <FormMessage
        message={
          create.isError
            ? errorMessage(create.error, 'The share link could not be changed.')
            : revoke.isError
              ? errorMessage(revoke.error, 'The share link could not be changed.')
              : null
        }
      />
      {body}
      {shown && status.data?.active ? (
        <ShownLink
          key={shown.url}
          label="Share link"
          url={shown.url}
          notice={SHARE_SHOWN_ONCE}
          onHide={() => setShown(null)}
        />
      ) : null}
      <ConfirmDialog
        open={isAsking}
        question={STOP_SHARING_QUESTION}
        confirmLabel="Stop sharing"
        isBusy={isBusy}
        onCancel={() => setIsAsking(false)}
        onConfirm={handleStop}
      />
    </Box>
  );
}
