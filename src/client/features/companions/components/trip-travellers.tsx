import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CompanionRole, Member } from '#shared/contracts/members';
import { isTripOwner, TRIP_ROLE_LABELS, type TripRole } from '#shared/domain/roles';
import { useSession } from '#client/app/session';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { FormMessage } from '#client/components/form-message';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import {
  useChangeRole,
  useLeaveTrip,
  useMembers,
  useRemoveMember,
  useTransferOwner,
} from '../members-api';

export const LEAVE_QUESTION =
  'Leave this trip? You will no longer see it, its costs or its plan, unless its owner invites you again.';
export const removeQuestion = (fname: string) =>
  `Remove ${fname} from this trip? They will no longer see it, its costs or its plan.`;
export const makeOwnerQuestion = (fname: string) =>
  `Make ${fname} the owner of this trip? You will stay on as an editor; only ${fname} will then invite, change roles, remove companions or delete the trip.`;

/** Touch targets of at least 44 px (docs/PRODUCT-RULES.md). */
const TOUCH = { minHeight: 44 } as const;

type Asking = { kind: 'remove' | 'make-owner'; member: Member } | { kind: 'leave' } | null;

/**
 * Who travels on the trip, for every traveller on it (docs/PRODUCT-RULES.md#roles): the owner
 * changes a companion's role, removes a companion or hands the trip over; a companion may leave.
 */
export function TripTravellers({ tripId, role }: { tripId: string; role: TripRole }) {
  const { session } = useSession();
  const myUserId = session.status === 'authenticated' ? session.user._id : null;
  const navigate = useNavigate();
  const members = useMembers(tripId);
  const changeRole = useChangeRole(tripId);
  const remove = useRemoveMember(tripId);
  const transfer = useTransferOwner(tripId);
  const leave = useLeaveTrip(tripId);
  const [asking, setAskingState] = useState<Asking>(null);
  // The question stays written while the dialog fades out.
  const [isAsking, setIsAsking] = useState(false);
  const setAsking = (next: Asking) => {
    if (next) setAskingState(next);
    setIsAsking(next !== null);
  };
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The pressed button is gone after a removal or a handover: the focus goes on from the heading.
  const focusHeading = () => headingRef.current?.focus();
  const isOwner = isTripOwner(role);
  const isBusy = changeRole.isPending || remove.isPending || transfer.isPending || leave.isPending;

  function resetAll() {
    for (const mutation of [changeRole, remove, transfer, leave]) mutation.reset();
  }

  function handleConfirm() {
    if (!asking || !isAsking) return;
    resetAll();
    if (asking.kind === 'leave') {
      if (myUserId) {
        leave.mutate(myUserId, {
          onSuccess: () => void navigate('/my-trip', { replace: true }),
        });
      }
    } else if (asking.kind === 'remove') {
      remove.mutate(asking.member.userId, { onSuccess: focusHeading });
    } else {
      transfer.mutate(asking.member.userId, { onSuccess: focusHeading });
    }
    setAsking(null);
  }

  const failure = changeRole.isError
    ? errorMessage(changeRole.error, 'The role could not be changed.')
    : remove.isError
      ? errorMessage(remove.error, 'The companion could not be removed.')
      : transfer.isError
        ? errorMessage(transfer.error, 'The trip could not be handed over.')
        : leave.isError
          ? errorMessage(leave.error, 'You could not leave the trip.')
          : null;

  let list;
  if (members.isPending) list = <Typography>Loading...</Typography>;
  else if (members.isError) {
    list = (
      <LoadError
        message={errorMessage(members.error, 'The travellers could not be loaded.')}
        onRetry={() => void members.refetch()}
        isRetrying={members.isFetching}
      />
    );
  } else {
    list = (
      <>
        <Box component="ul" aria-label="Travellers" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {members.data.map((member) => (
            <TravellerRow
              key={member.userId}
              member={member}
              isMe={member.userId === myUserId}
              canManage={isOwner && !isTripOwner(member.role)}
              isBusy={isBusy}
              onRole={(next) => {
                resetAll();
                changeRole.mutate({ userId: member.userId, role: next });
              }}
              onRemove={() => setAsking({ kind: 'remove', member })}
              onMakeOwner={() => setAsking({ kind: 'make-owner', member })}
            />
          ))}
        </Box>
        {isOwner && members.data.length <= 1 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No companions yet. Invite some with a link below.
          </Typography>
        ) : null}
      </>
    );
  }

  let question = '';
  let confirmLabel = '';
  if (asking?.kind === 'leave') [question, confirmLabel] = [LEAVE_QUESTION, 'Leave'];
  else if (asking?.kind === 'remove')
    [question, confirmLabel] = [removeQuestion(asking.member.fname), 'Remove'];
  else if (asking?.kind === 'make-owner')
    [question, confirmLabel] = [makeOwnerQuestion(asking.member.fname), 'Make owner'];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        Travellers
      </Typography>
      <FormMessage message={failure} />
      {list}
      {!isOwner && myUserId ? (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setAsking({ kind: 'leave' })}
          disabled={isBusy}
          sx={{ ...TOUCH, mt: 2 }}
        >
          {leave.isPending ? 'Leaving…' : 'Leave this trip'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={isAsking}
        question={question}
        confirmLabel={confirmLabel}
        isBusy={isBusy}
        onCancel={() => setAsking(null)}
        onConfirm={handleConfirm}
      />
    </Box>
  );
}

function TravellerRow({
  member,
  isMe,
  canManage,
  isBusy,
  onRole,
  onRemove,
  onMakeOwner,
}: {
  member: Member;
  isMe: boolean;
  canManage: boolean;
  isBusy: boolean;
  onRole(role: CompanionRole): void;
  onRemove(): void;
  onMakeOwner(): void;
}) {
  return (
    <Box
      component="li"
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
      <Typography sx={{ flex: '1 1 10rem', minWidth: 0, fontWeight: 600 }}>
        {member.fname}
        {isMe ? ' (you)' : ''} · {TRIP_ROLE_LABELS[member.role]}
      </Typography>
      {canManage && !isTripOwner(member.role) ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            label={`Role of ${member.fname}`}
            value={member.role}
            disabled={isBusy}
            onChange={(event) => onRole(event.target.value as CompanionRole)}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 120 }}
          >
            <option value="editor">{TRIP_ROLE_LABELS.editor}</option>
            <option value="viewer">{TRIP_ROLE_LABELS.viewer}</option>
          </TextField>
          <Button
            variant="outlined"
            onClick={onMakeOwner}
            disabled={isBusy}
            aria-label={`Make ${member.fname} owner`}
            sx={TOUCH}
          >
            Make owner
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={onRemove}
            disabled={isBusy}
            aria-label={`Remove ${member.fname}`}
            sx={TOUCH}
          >
            Remove
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
