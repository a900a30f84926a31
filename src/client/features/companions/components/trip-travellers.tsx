import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CompanionRole, Member } from '#shared/contracts/members';
import { isTripOwner, type TripRole } from '#shared/domain/roles';
import { useSession } from '#client/app/session';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { FormMessage } from '#client/components/form-message';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import {
  useChangeRole,
  useLeaveTrip,
  useMembers,
  useRemoveMember,
  useTransferOwner,
} from '../members-api';
import { ROLE_LABELS } from '../role-labels';

/** Touch targets of at least 44 px (docs/PRODUCT-RULES.md). */
const TOUCH = { minHeight: 44 } as const;

type Asking = { kind: 'remove' | 'make-owner'; member: Member } | { kind: 'leave' } | null;

/**
 * Who travels on the trip, for every traveller on it (docs/PRODUCT-RULES.md#roles): the owner
 * changes a companion's role, removes a companion or hands the trip over; a companion may leave.
 */
export function TripTravellers({ tripId, role }: { tripId: string; role: TripRole }) {
  const { t } = useI18n();
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
    ? errorMessage(changeRole.error, t('companions.roleChangeFailed'))
    : remove.isError
      ? errorMessage(remove.error, t('companions.removeFailed'))
      : transfer.isError
        ? errorMessage(transfer.error, t('companions.transferFailed'))
        : leave.isError
          ? errorMessage(leave.error, t('companions.leaveFailed'))
          : null;

  let list;
  if (members.isPending) list = <Typography>{t('companions.loading')}</Typography>;
  else if (members.isError) {
    list = (
      <LoadError
        message={errorMessage(members.error, t('companions.travellersLoadFailed'))}
        onRetry={() => void members.refetch()}
        isRetrying={members.isFetching}
      />
    );
  } else {
    list = (
      <>
        <Box
          component="ul"
          aria-label={t('companions.travellers')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
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
            {t('companions.noCompanions')}
          </Typography>
        ) : null}
      </>
    );
  }

  let question = '';
  let confirmLabel = '';
  if (asking?.kind === 'leave') {
    [question, confirmLabel] = [t('companions.leaveQuestion'), t('companions.leave')];
  } else if (asking?.kind === 'remove') {
    question = t('companions.removeQuestion', { name: asking.member.fname });
    confirmLabel = t('companions.remove');
  } else if (asking?.kind === 'make-owner') {
    question = t('companions.makeOwnerQuestion', { name: asking.member.fname });
    confirmLabel = t('companions.makeOwner');
  }

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
        {t('companions.travellers')}
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
          {leave.isPending ? t('companions.leaving') : t('companions.leaveTrip')}
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
  const { t } = useI18n();
  const role = t(ROLE_LABELS[member.role]);
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
        {isMe
          ? t('companions.memberMe', { name: member.fname, role })
          : t('companions.member', { name: member.fname, role })}
      </Typography>
      {canManage && !isTripOwner(member.role) ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            label={t('companions.roleOf', { name: member.fname })}
            value={member.role}
            disabled={isBusy}
            onChange={(event) => onRole(event.target.value as CompanionRole)}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 120 }}
          >
            <option value="editor">{t(ROLE_LABELS.editor)}</option>
            <option value="viewer">{t(ROLE_LABELS.viewer)}</option>
          </TextField>
          <Button
            variant="outlined"
            onClick={onMakeOwner}
            disabled={isBusy}
            aria-label={t('companions.makeNamedOwner', { name: member.fname })}
            sx={TOUCH}
          >
            {t('companions.makeOwner')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={onRemove}
            disabled={isBusy}
            aria-label={t('companions.removeNamed', { name: member.fname })}
            sx={TOUCH}
          >
            {t('companions.remove')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
