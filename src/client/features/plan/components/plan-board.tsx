import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Plan, PlanItem } from '#shared/contracts/plan';
import { useI18n } from '#client/lib/i18n';
import { dayLabel } from '../plan-labels';
import { dayOfListId, findItem, itemsOf, listIdOf, type PlanPlace } from '../plan-order';
import { DraggedItem, PlanItemCard, type MoveControl, type MoveTarget } from './plan-item-card';
import { DayBookings, dayBookingsOf } from '#client/components/day-bookings';

/** A move asked for on the board, and the control that should keep the focus. */
export interface BoardMove {
  itemId: string;
  day: PlanPlace;
  position: number;
  control: MoveControl;
}

/**
 * The control to focus once an item is drawn where it should be: `at` its new place, or, when
 * `at` is absent, wherever it is; `isOnlyIfLost`: only if nothing else has the focus (a refused
 * move put the item back).
 */
export interface FocusRequest {
  itemId: string;
  control: MoveControl;
  at?: { day: PlanPlace; index: number };
  isOnlyIfLost?: boolean;
}

interface PlanBoardProps {
  plan: Plan;
  /** What shows in place of the days when the plan has none. */
  undatedText: string;
  costLineLabels: ReadonlyMap<string, string>;
  focusRequest: FocusRequest | null;
  onFocusDone(): void;
  onMove(move: BoardMove): void;
  onAdd(day: PlanPlace): void;
  onEdit(item: PlanItem): void;
  onDelete(item: PlanItem): void;
  /** False for a viewer: no Add, no moves, no edits. */
  canEdit?: boolean;
}

/**
 * The days, each with its things to do in order, and the ideas. Items are dragged between and
 * within them by pointer, touch or keyboard (dnd-kit's sensors, announced to screen readers in
 * our words), or moved with each item's buttons; either way one move is asked of the server.
 */
export function PlanBoard({
  plan,
  undatedText,
  costLineLabels,
  focusRequest,
  onFocusDone,
  onMove,
  onAdd,
  onEdit,
  onDelete,
  canEdit = true,
}: PlanBoardProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const ideasLabel = t('plan.ideas');
  const instructions: ScreenReaderInstructions = { draggable: t('plan.dragInstructions') };
  const rootRef = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overListId, setOverListId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const targets: MoveTarget[] = useMemo(
    () => [
      ...plan.days.map((entry, index) => ({
        day: entry.date,
        label: dayLabel(entry.date, index, i18n),
      })),
      { day: null, label: ideasLabel },
    ],
    [plan.days, i18n, ideasLabel],
  );
  const labelOf = (day: PlanPlace) =>
    targets.find((target) => target.day === day)?.label ?? ideasLabel;

  // After a move, the moved item keeps the focus: on the same control when it can still be
  // used (not Move up on the first), else on its handle.
  useEffect(() => {
    if (!focusRequest) return;
    const { at } = focusRequest;
    const found = findItem(plan, focusRequest.itemId);
    if (at && (found?.day !== at.day || found.index !== at.index)) return;
    const focused = document.activeElement;
    if (focusRequest.isOnlyIfLost && focused && focused !== document.body) {
      onFocusDone();
      return;
    }
    const card = rootRef.current?.querySelector<HTMLElement>(
      `[data-item-id="${focusRequest.itemId}"]`,
    );
    if (!card) return;
    const control = card.querySelector<HTMLButtonElement>(
      `[data-control="${focusRequest.control}"]`,
    );
    const target =
      control && !control.disabled
        ? control
        : card.querySelector<HTMLElement>('[data-control="handle"]');
    target?.focus();
    onFocusDone();
  }, [plan, focusRequest, onFocusDone]);

  /** The list and the place an item over `overId` would go to. */
  function dropTarget(overId: UniqueIdentifier): { day: PlanPlace; index: number } | undefined {
    const id = String(overId);
    const listDay = dayOfListId(id);
    if (listDay !== undefined) return { day: listDay, index: itemsOf(plan, listDay).length };
    const over = findItem(plan, id);
    return over ? { day: over.day, index: over.index } : undefined;
  }

  function describe(overId: UniqueIdentifier | undefined): string {
    const target = overId === undefined ? undefined : dropTarget(overId);
    if (!target) return t('plan.noList');
    const count = itemsOf(plan, target.day).length;
    return target.index >= count
      ? t('plan.atEnd', { list: labelOf(target.day) })
      : t('plan.placeOf', { list: labelOf(target.day), position: target.index + 1, count });
  }

  const nameOf = (id: UniqueIdentifier) =>
    findItem(plan, String(id))?.item.name ?? t('plan.theItem');

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const found = findItem(plan, String(active.id));
      return found
        ? t('plan.pickedUp', {
            name: found.item.name,
            list: labelOf(found.day),
            position: found.index + 1,
          })
        : undefined;
    },
    onDragOver: ({ active, over }) =>
      over
        ? t('plan.isOver', { name: nameOf(active.id), target: describe(over.id) })
        : t('plan.isOverNone', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('plan.dropped', { name: nameOf(active.id), target: describe(over.id) })
        : t('plan.droppedNone', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('plan.cancelled', { name: nameOf(active.id) }),
  };

  function handleDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
  }

  function handleDragOver({ over }: DragOverEvent) {
    const target = over ? dropTarget(over.id) : undefined;
    setOverListId(target ? listIdOf(target.day) : null);
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null);
    setOverListId(null);
    if (!over) return;
    const itemId = String(active.id);
    const from = findItem(plan, itemId);
    const to = dropTarget(over.id);
    if (!from || !to) return;
    // Dropped on its own list's empty space: to the end, which is one place less without it.
    const isSameList = from.day === to.day;
    const position =
      isSameList && to.index >= itemsOf(plan, to.day).length ? to.index - 1 : to.index;
    if (isSameList && position === from.index) return;
    onMove({ itemId, day: to.day, position, control: 'handle' });
  }

  function handleDragCancel() {
    setActiveId(null);
    setOverListId(null);
  }

  function moveBy(item: PlanItem, step: -1 | 1) {
    const found = findItem(plan, item._id);
    if (!found) return;
    onMove({
      itemId: item._id,
      day: found.day,
      position: found.index + step,
      control: step < 0 ? 'up' : 'down',
    });
  }

  function moveTo(item: PlanItem, day: PlanPlace) {
    onMove({ itemId: item._id, day, position: itemsOf(plan, day).length, control: 'move-to' });
  }

  const active = activeId ? findItem(plan, activeId)?.item : undefined;
  const cameBack = plan.ideas.filter((item) => item.movedFromDay !== null).length;

  const list = (day: PlanPlace, title: string, emptyText: string, notice?: ReactNode) => (
    <PlanList
      key={listIdOf(day)}
      day={day}
      title={title}
      items={itemsOf(plan, day)}
      emptyText={emptyText}
      notice={notice}
      isTarget={activeId !== null && overListId === listIdOf(day)}
      onAdd={canEdit ? () => onAdd(day) : undefined}
      renderItem={(item, index, count) => (
        <PlanItemCard
          key={item._id}
          item={item}
          index={index}
          count={count}
          day={day}
          targets={targets}
          costLineLabel={item.costLineId ? (costLineLabels.get(item.costLineId) ?? null) : null}
          onMoveBy={moveBy}
          onMoveTo={moveTo}
          onEdit={onEdit}
          onDelete={onDelete}
          canEdit={canEdit}
        />
      )}
    />
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
    >
      <Stack ref={rootRef} spacing={2}>
        {plan.days.length > 0 ? (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
              alignItems: 'start',
            }}
          >
            {plan.days.map((entry, index) =>
              list(
                entry.date,
                dayLabel(entry.date, index, i18n),
                dayBookingsOf(entry).length > 0
                  ? t('plan.noThingsOnBookedDay')
                  : t('plan.emptyDay'),
                // The day's bookings, when the plan's answer gives them, above its things to do.
                <DayBookings bookings={dayBookingsOf(entry)} />,
              ),
            )}
          </Box>
        ) : (
          <Typography color="text.secondary">{undatedText}</Typography>
        )}
        {list(
          null,
          ideasLabel,
          t('plan.emptyIdeas'),
          cameBack > 0 ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t('plan.cameBack', { count: cameBack })}
            </Alert>
          ) : null,
        )}
      </Stack>
      <DragOverlay>{active ? <DraggedItem item={active} /> : null}</DragOverlay>
    </DndContext>
  );
}

function PlanList({
  day,
  title,
  items,
  emptyText,
  notice,
  isTarget,
  onAdd,
  renderItem,
}: {
  day: PlanPlace;
  title: string;
  items: PlanItem[];
  emptyText: string;
  notice?: ReactNode;
  isTarget: boolean;
  /** Absent for a viewer: the list has no Add. */
  onAdd?: (() => void) | undefined;
  renderItem(item: PlanItem, index: number, count: number): ReactNode;
}) {
  const { t } = useI18n();
  const listId = listIdOf(day);
  const headingId = `plan-list-${listId.replace(':', '-')}`;
  const { setNodeRef } = useDroppable({ id: listId });
  const ids = items.map((item) => item._id);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        // Narrow on a phone, so an item's five buttons fit one row at 360 px.
        p: { xs: 1, sm: 1.5 },
        bgcolor: day === null ? 'grey.50' : 'background.paper',
        borderColor: isTarget ? 'primary.main' : undefined,
        outline: isTarget ? '2px solid' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography
          id={headingId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}
        >
          {title}
          {items.length > 0 ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {` · ${items.length}`}
            </Typography>
          ) : null}
        </Typography>
        {onAdd ? (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={onAdd}
            aria-label={t('plan.addTo', { list: title })}
            sx={{ minHeight: 44, flexShrink: 0 }}
          >
            {t('plan.add')}
          </Button>
        ) : null}
      </Stack>
      {notice}
      <SortableContext id={listId} items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          ref={setNodeRef}
          component="ul"
          spacing={1}
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', p: 0, m: 0, minHeight: 44 }}
        >
          {items.map((item, index) => renderItem(item, index, items.length))}
          {items.length === 0 ? (
            <Typography
              component="li"
              variant="body2"
              color="text.secondary"
              sx={{
                py: 1.25,
                textAlign: 'center',
                border: '1px dashed',
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              {emptyText}
            </Typography>
          ) : null}
        </Stack>
      </SortableContext>
    </Paper>
  );
}
