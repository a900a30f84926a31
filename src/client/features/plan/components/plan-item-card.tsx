import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { PlanItem } from '#shared/contracts/plan';
import type { ThingKind } from '#shared/contracts/things-to-do';
import { richText, useI18n, type MessageKey } from '#client/lib/i18n';
import { movedFromDayText, timeText } from '../plan-labels';
import type { PlanPlace } from '../plan-order';

/** The controls that keep the focus after a move, named as `data-control` in the page. */
export type MoveControl = 'up' | 'down' | 'move-to' | 'handle';

/** A place an item can be sent to with "Move to…". */
export interface MoveTarget {
  day: PlanPlace;
  label: string;
}

/** A listed sight's kind as the traveller's language says it; another kind shows as given. */
const KIND_LABELS: Record<ThingKind, MessageKey> = {
  museum: 'plan.kindMuseum',
  castle: 'plan.kindCastle',
  palace: 'plan.kindPalace',
  historic: 'plan.kindHistoric',
  landmark: 'plan.kindLandmark',
  park: 'plan.kindPark',
  nature: 'plan.kindNature',
  beach: 'plan.kindBeach',
  viewpoint: 'plan.kindViewpoint',
  market: 'plan.kindMarket',
};

function kindLabel(kind: string, t: ReturnType<typeof useI18n>['t']): string {
  return Object.hasOwn(KIND_LABELS, kind) ? t(KIND_LABELS[kind as ThingKind]) : kind;
}

/** Every control is at least this tall and wide: a fingertip's target. */
const TOUCH = 44;

interface PlanItemCardProps {
  item: PlanItem;
  index: number;
  /** How many items its list has: the last cannot move down. */
  count: number;
  /** The list it is in: a day, or null for the ideas. */
  day: PlanPlace;
  targets: readonly MoveTarget[];
  costLineLabel: string | null;
  onMoveBy(item: PlanItem, step: -1 | 1): void;
  onMoveTo(item: PlanItem, day: PlanPlace): void;
  onEdit(item: PlanItem): void;
  onDelete(item: PlanItem): void;
  /** False for a viewer: the item shows with no handle and no buttons. */
  canEdit?: boolean;
}

/**
 * One thing to do: dragged by its handle (pointer, touch or keyboard), or moved with its own
 * buttons, which work the same on a phone and with a screen reader.
 */
export function PlanItemCard({
  item,
  index,
  count,
  day,
  targets,
  costLineLabel,
  onMoveBy,
  onMoveTo,
  onEdit,
  onDelete,
  canEdit = true,
}: PlanItemCardProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const titleId = useId();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item._id, disabled: !canEdit });
  const time = timeText(item, i18n);

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      aria-labelledby={titleId}
      data-item-id={item._id}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      sx={{
        p: { xs: 1, sm: 1.5 },
        opacity: isDragging ? 0.4 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {canEdit ? (
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('plan.drag', { name: item.name })}
            data-control="handle"
            sx={{
              width: TOUCH,
              height: TOUCH,
              flexShrink: 0,
              cursor: 'grab',
              touchAction: 'none',
            }}
          >
            <DragIndicatorIcon />
          </IconButton>
        ) : null}
        <Box sx={{ minWidth: 0, flex: 1, pt: 1 }}>
          <Typography
            id={titleId}
            component="h4"
            variant="subtitle1"
            sx={{ fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' }}
          >
            {item.name}
          </Typography>
          <Stack spacing={0.25} sx={{ mt: 0.25 }}>
            {time || item.kind ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {time ? (
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {time}
                  </Typography>
                ) : null}
                {item.kind ? (
                  <Chip label={kindLabel(item.kind, t)} size="small" variant="outlined" />
                ) : null}
              </Stack>
            ) : null}
            {item.place ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.place}
              </Typography>
            ) : null}
            {costLineLabel ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('plan.paidByLine', { line: costLineLabel })}
              </Typography>
            ) : null}
            {item.note ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.note}
              </Typography>
            ) : null}
            {item.source ? (
              <Typography variant="caption" color="text.secondary">
                {richText(t, 'plan.source', {
                  source: item.sourceUrl ? (
                    <Link href={item.sourceUrl} target="_blank" rel="noopener noreferrer">
                      {item.source}
                    </Link>
                  ) : (
                    item.source
                  ),
                })}
              </Typography>
            ) : null}
          </Stack>
        </Box>
      </Stack>
      {item.movedFromDay ? (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          {movedFromDayText(item.movedFromDay, i18n)}
        </Alert>
      ) : null}
      {canEdit ? (
        <Stack
          direction="row"
          sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', '& > *': { flexShrink: 0 } }}
        >
          <IconButton
            aria-label={t('plan.moveUp')}
            aria-describedby={titleId}
            data-control="up"
            disabled={index === 0}
            onClick={() => onMoveBy(item, -1)}
            sx={{ width: TOUCH, height: TOUCH }}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={t('plan.moveDown')}
            aria-describedby={titleId}
            data-control="down"
            disabled={index === count - 1}
            onClick={() => onMoveBy(item, 1)}
            sx={{ width: TOUCH, height: TOUCH }}
          >
            <ArrowDownwardIcon />
          </IconButton>
          <Button
            aria-describedby={titleId}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? true : undefined}
            data-control="move-to"
            startIcon={<DriveFileMoveIcon />}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={{ minHeight: TOUCH, px: 1, '& .MuiButton-startIcon': { mr: 0.5 } }}
          >
            {t('plan.moveTo')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <IconButton
            aria-label={t('plan.edit', { name: item.name })}
            onClick={() => onEdit(item)}
            sx={{ width: TOUCH, height: TOUCH }}
          >
            <EditOutlinedIcon />
          </IconButton>
          <IconButton
            aria-label={t('plan.delete', { name: item.name })}
            onClick={() => onDelete(item)}
            sx={{ width: TOUCH, height: TOUCH, color: 'error.main' }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ) : null}
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        // Closing gives the focus back to "Move to…"; after a move the plan gives it to the item
        // in its new place.
        onClose={() => setMenuAnchor(null)}
      >
        {targets.map((target) => {
          const isHere = target.day === day;
          return (
            <MenuItem
              key={target.day ?? 'ideas'}
              disabled={isHere}
              sx={{ minHeight: TOUCH }}
              onClick={() => {
                setMenuAnchor(null);
                onMoveTo(item, target.day);
              }}
            >
              {isHere ? t('plan.here', { list: target.label }) : target.label}
            </MenuItem>
          );
        })}
      </Menu>
    </Paper>
  );
}

/** What follows the pointer while an item is dragged. */
export function DraggedItem({ item }: { item: PlanItem }) {
  return (
    <Paper
      elevation={6}
      sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, cursor: 'grabbing' }}
    >
      <DragIndicatorIcon color="action" />
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
    </Paper>
  );
}
