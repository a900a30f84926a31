import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PlanItem } from '#shared/contracts/plan';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import { useDrawnInSlices } from '#client/lib/drawn-in-slices';
import { isOffline, OFFLINE_WRITE_MESSAGE, useOfflineState } from '#client/lib/offline';
import {
  useCostLineOptions,
  useDeletePlanItem,
  useMovePlanItem,
  usePlan,
  type CostLineOption,
} from '../api';
import { dayLabel } from '../plan-labels';
import {
  countItems,
  findItem,
  moveInPlan,
  planPoints,
  type PlanPlace,
  type PlanPoint,
} from '../plan-order';
import { PlanBoard, type BoardMove, type FocusRequest } from './plan-board';
import { PlanItemDialog } from './plan-item-dialog';

export interface TripPlanProps {
  tripId: string;
  /** The trip's dates: the days come from the plan the server answers; these say why none do. */
  tripStart: string | null;
  tripEnd: string | null;
  /** The trip's cost lines, if the page has them; otherwise the plan reads them itself. */
  costLines?: readonly CostLineOption[];
  /**
   * The map's place, above the days: drawn with the plan's points (`planPoints`), each with
   * its day's index and its order in the day.
   */
  renderMap?(points: PlanPoint[]): ReactNode;
  /** False for a viewer (docs/PRODUCT-RULES.md#roles): the plan shows with no write controls. */
  canEdit?: boolean;
}

/**
 * The trip's plan by day: its days with their things to do in order and its ideas, with adding,
 * editing, deleting and moving by pointer, touch and keyboard alike. An undated trip has ideas
 * only. Loading, empty, failed and offline states each say so (docs/PRODUCT-RULES.md#failed-lists).
 */
export function TripPlan({
  tripId,
  tripStart,
  tripEnd,
  costLines,
  renderMap,
  canEdit = true,
}: TripPlanProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const plan = usePlan(tripId);
  const shown = useDrawnInSlices(plan.data);
  const readLines = useCostLineOptions(tripId, costLines === undefined);
  const lines = useMemo(() => costLines ?? readLines.data ?? [], [costLines, readLines.data]);
  const lineLabels = useMemo(() => new Map(lines.map((line) => [line._id, line.label])), [lines]);
  const { isOffline: isShownOffline } = useOfflineState();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [editing, setEditing] = useState<{ item: PlanItem | null; day: PlanPlace } | null>(null);
  const [deleting, setDeleting] = useState<PlanItem | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const handleFocusDone = useCallback(() => setFocusRequest(null), []);
  const move = useMovePlanItem(tripId, (error, { itemId }) => {
    setMoveError(errorMessage(error, t('plan.moveFailed')));
    // Put back where it was, it takes the focus back if the move had lost it.
    setFocusRequest({ itemId, control: 'handle', isOnlyIfLost: true });
  });
  const deleteItem = useDeletePlanItem(tripId);
  const points = useMemo(() => (shown ? planPoints(shown) : []), [shown]);

  function handleMove({ control, ...input }: BoardMove) {
    setMoveError(null);
    // Offline a move would be refused: it is not drawn, so nothing seems saved that is not.
    if (isOffline()) {
      setMoveError(OFFLINE_WRITE_MESSAGE);
      return;
    }
    const moved =
      shown && findItem(moveInPlan(shown, input.itemId, input.day, input.position), input.itemId);
    setFocusRequest({
      itemId: input.itemId,
      control,
      ...(moved ? { at: { day: moved.day, index: moved.index } } : {}),
    });
    move.mutate(input);
  }

  let body: ReactNode;
  if (plan.isPending) body = <Typography role="status">{t('plan.loading')}</Typography>;
  else if (plan.isError && plan.data === undefined) {
    // A failed load never passes for an empty plan (docs/PRODUCT-RULES.md#failed-lists); a
    // failed re-read keeps what is shown.
    body = (
      <LoadError
        message={errorMessage(plan.error, t('plan.loadFailed'))}
        onRetry={() => void plan.refetch()}
        isRetrying={plan.isFetching}
      />
    );
  } else if (!shown) body = <Typography role="status">{t('plan.loading')}</Typography>;
  else {
    const isEmpty = countItems(shown) === 0;
    body = (
      <Stack spacing={2}>
        {isEmpty ? <Typography>{t('plan.empty')}</Typography> : null}
        {renderMap && !isEmpty ? <Box sx={{ minWidth: 0 }}>{renderMap(points)}</Box> : null}
        <PlanBoard
          plan={shown}
          undatedText={tripStart || tripEnd ? t('plan.partlyDated') : t('plan.undated')}
          costLineLabels={lineLabels}
          focusRequest={focusRequest}
          onFocusDone={handleFocusDone}
          onMove={handleMove}
          onAdd={(day) => setEditing({ item: null, day })}
          onEdit={(item) => setEditing({ item, day: item.day })}
          onDelete={setDeleting}
          canEdit={canEdit}
        />
      </Stack>
    );
  }

  const days = (shown ?? plan.data)?.days ?? [];
  return (
    <Box component="section" aria-labelledby="plan-heading" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography
          id="plan-heading"
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700 }}
        >
          {t('plan.heading')}
        </Typography>
        {canEdit ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ item: null, day: null })}
            disabled={!plan.isSuccess}
            sx={{ minHeight: 44 }}
          >
            {t('plan.addThing')}
          </Button>
        ) : null}
      </Stack>
      {isShownOffline ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('plan.offline')}
        </Alert>
      ) : null}
      {moveError ? (
        <Alert severity="error" role="alert" onClose={() => setMoveError(null)} sx={{ mb: 2 }}>
          {moveError}
        </Alert>
      ) : null}
      {deleteItem.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(deleteItem.error, t('plan.deleteFailed'))}
        </Alert>
      ) : null}
      {body}
      <PlanItemDialog
        open={editing !== null}
        tripId={tripId}
        item={editing?.item ?? null}
        day={editing?.day ?? null}
        days={days.map((entry, index) => ({
          date: entry.date,
          label: dayLabel(entry.date, index, i18n),
        }))}
        costLines={lines}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        question={t('plan.deleteQuestion')}
        confirmLabel={t('plan.deleteConfirm')}
        isBusy={deleteItem.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          // Once the item and its buttons are gone, the focus goes on from the plan's heading.
          if (deleting) {
            deleteItem.mutate(deleting._id, { onSuccess: () => headingRef.current?.focus() });
          }
          setDeleting(null);
        }}
      />
    </Box>
  );
}
