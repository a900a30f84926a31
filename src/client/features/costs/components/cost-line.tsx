import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CostItem } from '#shared/contracts/costs';
import { formatMoney, type Money } from '#shared/domain/money';
import { COST_CATEGORY_LABELS } from '#shared/domain/cost-categories';
import { splitText, type KnownTraveller } from '../travellers';

const show = (value: Money | null) => (value ? formatMoney(value) : '—');

/** One line as a card: stacks on a phone, and its estimate's basis is text, not a hover. */
export function CostLine({
  item,
  known,
  onEdit,
  onDelete,
}: {
  item: CostItem;
  known: readonly KnownTraveller[];
  /** Absent for a viewer: the lines have no Edit or Delete. */
  onEdit?: ((item: CostItem) => void) | undefined;
  onDelete(item: CostItem): void;
}) {
  const titleId = useId();
  const { estimate, conversion } = item;
  const split = splitText(item, known);
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase' }}>
          {COST_CATEGORY_LABELS[item.category]}
        </Typography>
        {estimate ? (
          // info.dark, not info.main: the main blue is 3.9:1 on white, under WCAG's 4.5:1.
          <Chip
            label="Estimate"
            size="small"
            variant="outlined"
            sx={{ color: 'info.dark', borderColor: 'info.dark' }}
          />
        ) : null}
      </Stack>
      <Typography
        id={titleId}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {item.label}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <Typography component="dt" variant="body2">
          Planned
        </Typography>
        <Typography component="dd" variant="body2">
          {show(item.planned)}
        </Typography>
        {estimate ? (
          <>
            <Typography component="dt" variant="body2">
              Range
            </Typography>
            <Typography component="dd" variant="body2">
              {`${formatMoney(estimate.low)} – ${formatMoney(estimate.high)}`}
            </Typography>
          </>
        ) : null}
        <Typography component="dt" variant="body2">
          Actual
        </Typography>
        <Typography component="dd" variant="body2">
          {show(item.actual)}
        </Typography>
      </Box>
      {estimate ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`${estimate.basis} Source: ${estimate.dataset}, data as of ${estimate.asOf}.`}
        </Typography>
      ) : null}
      {conversion ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {conversionText(conversion)}
        </Typography>
      ) : null}
      {split ? (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {split}
        </Typography>
      ) : null}
      {item.notes ? (
        <Typography
          variant="body2"
          sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {item.notes}
        </Typography>
      ) : null}
      {onEdit ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onEdit(item)}
            aria-label={`Edit ${item.label}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => onDelete(item)}
            aria-label={`Delete ${item.label}`}
          >
            Delete
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}

function conversionText(conversion: NonNullable<CostItem['conversion']>): string {
  const typed = [
    conversion.planned ? `planned ${formatMoney(conversion.planned)}` : null,
    conversion.actual ? `actual ${formatMoney(conversion.actual)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return `Typed as ${typed}; converted at ${conversion.rate} (${conversion.source}, ${conversion.rateDate}).`;
}
