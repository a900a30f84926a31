import AddIcon from '@mui/icons-material/Add';
import CalculateIcon from '@mui/icons-material/Calculate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { COST_CATEGORIES, type CostItem, type CostPlan } from '#shared/contracts/costs';
import { LoadError } from '#client/components/load-error';
import { formatMoney, type CurrencyCode, type Money } from '#shared/domain/money';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { errorMessage } from '#client/lib/api-client';
import {
  CHANGED_ELSEWHERE_TEXT,
  changedElsewhereLine,
  useCostPlan,
  useDeleteCost,
  useEstimateCosts,
} from '../api';
import { CATEGORY_LABELS } from '../cost-labels';
import { knownTravellers, splitText, type KnownTraveller } from '../travellers';
import { SplitSummary } from './split-summary';
import { parseAmount } from '#client/lib/parse-amount';
import { travellerKey } from '#shared/domain/split';
import { useDrawnInSlices } from '#client/lib/drawn-in-slices';
import { CostLineDialog } from './cost-line-dialog';
import { CostSplitFigure } from './cost-split-figure';

// Its own chunk: the chart library is fetched only when a trip page shows a plan.

export const EMPTY_PLAN_TEXT = 'No costs yet. Estimate them or add your own.';
export const DELETE_COST_QUESTION = 'Do you want to delete this cost?';
export const COST_CREDITS =
  'Estimates: U.S. GSA, DoD and State Department per diem rates; U.S. BTS airfares; ECB exchange rates.';
export const NEEDS_DATES_TEXT = "Add the trip's dates to estimate its costs.";

const show = (value: Money | null) => (value ? formatMoney(value) : '—');

interface CostPanelProps {
  tripId: string;
  /** The trip's currency: new lines default to it. */
  currency: CurrencyCode;
  /** Estimating needs both dates; without them the button says why it is off. */
  hasDates: boolean;
  /** Opens the trip's editor, where the budget is set. */
  onSetBudget?(): void;
  /** False for a viewer (docs/PRODUCT-RULES.md#roles): no Add, estimate, Edit or Delete. */
  canEdit?: boolean;
}

/**
 * The trip's cost plan (docs/PRODUCT-RULES.md#cost-plan): lines by category with planned, actual
 * and estimate ranges, totals against the budget, add / edit / delete, and estimates from shipped
 * data. Every estimated figure says it is one (docs/PRODUCT-RULES.md#estimates).
 */
export function CostPanel({
  tripId,
  currency,
  hasDates,
  onSetBudget,
  canEdit = true,
}: CostPanelProps) {
  const plan = useCostPlan(tripId);
  const shownPlan = useDrawnInSlices(plan.data);
  const [editing, setEditing] = useState<{ item: CostItem | null } | null>(null);
  const known = useMemo(() => (plan.data ? knownTravellers(plan.data) : []), [plan.data]);
  const memberKeys = useMemo(
    () => new Set((plan.data?.travellers ?? []).map((one) => travellerKey({ userId: one.userId }))),
    [plan.data],
  );

  let body;
  if (plan.isPending) body = <Typography>Loading...</Typography>;
  else if (plan.isError && plan.data === undefined) {
    // A failed load never passes for an empty plan (docs/PRODUCT-RULES.md#failed-lists); a
    // failed re-read keeps what is shown.
    body = (
      <LoadError
        message={errorMessage(plan.error, 'The cost plan could not be loaded.')}
        onRetry={() => void plan.refetch()}
        isRetrying={plan.isFetching}
      />
    );
  } else if (!shownPlan) body = <Typography>Loading...</Typography>;
  else {
    body = (
      <PlanView
        plan={shownPlan}
        known={known}
        tripId={tripId}
        onEdit={canEdit ? (item) => setEditing({ item }) : undefined}
        onSetBudget={onSetBudget}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="costs-heading" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography id="costs-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Costs
        </Typography>
        {canEdit ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ item: null })}
            disabled={!plan.isSuccess}
          >
            Add a cost
          </Button>
        ) : null}
      </Stack>
      {canEdit ? (
        <EstimateForm
          tripId={tripId}
          currency={plan.data?.currency ?? currency}
          hasDates={hasDates}
          disabled={!plan.isSuccess}
        />
      ) : null}
      {body}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {COST_CREDITS}
      </Typography>
      <CostLineDialog
        open={editing !== null}
        tripId={tripId}
        tripCurrency={plan.data?.currency ?? currency}
        item={editing?.item ?? null}
        known={known}
        memberKeys={memberKeys}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}

/** "Estimate costs", with what it uses, and an optional car rental figure per day. */
function EstimateForm({
  tripId,
  currency,
  hasDates,
  disabled,
}: {
  tripId: string;
  currency: CurrencyCode;
  hasDates: boolean;
  disabled: boolean;
}) {
  const estimate = useEstimateCosts(tripId);
  const [carPerDay, setCarPerDay] = useState('');
  const [carError, setCarError] = useState<string | null>(null);
  const reasonId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (estimate.isPending) return;
    let carRentalPerDay: Money | null = null;
    if (carPerDay.trim() !== '') {
      // In the trip's currency, like every figure the traveller reads on this panel.
      const parsed = parseAmount(carPerDay, currency);
      if (!parsed.ok) {
        setCarError(parsed.message);
        document.getElementById(`${reasonId}-car`)?.focus();
        return;
      }
      carRentalPerDay = { amount: parsed.amount, currency };
    }
    setCarError(null);
    estimate.mutate(carRentalPerDay ? { carRentalPerDay } : {});
  }

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit}
      variant="outlined"
      aria-label="Estimate costs"
      sx={{ p: 2, mb: 2, bgcolor: 'grey.50' }}
    >
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Estimates use official US per diem rates for lodging and meals, an airfare model from US BTS
        average fares, and ECB exchange rates. They fill in only categories you have no line of your
        own in, and never change what you typed.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id={`${reasonId}-car`}
          label={`Car rental a day, ${currency}`}
          name="carRentalPerDay"
          size="small"
          value={carPerDay}
          onChange={(event) => setCarPerDay(event.target.value)}
          error={carError !== null}
          helperText={carError ?? 'Optional; leave empty for no car.'}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          sx={{ minWidth: { sm: 260 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<CalculateIcon />}
          disabled={disabled || !hasDates || estimate.isPending}
          aria-describedby={hasDates ? undefined : reasonId}
          sx={{ flexShrink: 0 }}
        >
          {estimate.isPending ? 'Estimating…' : 'Estimate costs'}
        </Button>
      </Stack>
      {hasDates ? null : (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {NEEDS_DATES_TEXT}
        </Typography>
      )}
      {estimate.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {errorMessage(estimate.error, 'The costs could not be estimated. Please try again.')}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** How many cost lines show before "Show all": the totals and table above sum them all. */
const LISTED_COST_LINES = 5;

function PlanView({
  plan,
  known,
  tripId,
  onEdit,
  onSetBudget,
}: {
  plan: CostPlan;
  known: readonly KnownTraveller[];
  tripId: string;
  /** Absent for a viewer: the lines have no Edit or Delete. */
  onEdit?: ((item: CostItem) => void) | undefined;
  onSetBudget?: (() => void) | undefined;
}) {
  const deleteCost = useDeleteCost(tripId);
  const [deleting, setDeleting] = useState<CostItem | null>(null);
  const linesId = useId();
  const [isAllShown, setIsAllShown] = useState(false);
  const isLong = plan.items.length > LISTED_COST_LINES;
  const listed = isLong && !isAllShown ? plan.items.slice(0, LISTED_COST_LINES) : plan.items;
  if (plan.items.length === 0) {
    return (
      <Stack spacing={2}>
        <Typography>{EMPTY_PLAN_TEXT}</Typography>
        <BudgetSummary plan={plan} onSetBudget={onSetBudget} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Totals plan={plan} onSetBudget={onSetBudget} />
      <CategoryTable plan={plan} />
      <CostSplitFigure plan={plan} />
      <SplitSummary plan={plan} />
      {deleteCost.isError ? (
        <Alert severity="error" role="alert">
          {changedElsewhereLine(deleteCost.error)
            ? `${CHANGED_ELSEWHERE_TEXT} It was not deleted.`
            : errorMessage(
                deleteCost.error,
                'The cost line could not be deleted. Please try again.',
              )}
        </Alert>
      ) : null}
      <Stack
        spacing={2}
        component="ul"
        id={linesId}
        aria-label="Cost lines"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {listed.map((item) => (
          <CostLine
            key={item._id}
            item={item}
            known={known}
            onEdit={onEdit}
            onDelete={setDeleting}
          />
        ))}
      </Stack>
      {isLong ? (
        <Button
          sx={{ alignSelf: 'flex-start' }}
          aria-expanded={isAllShown}
          aria-controls={linesId}
          onClick={() => setIsAllShown((shown) => !shown)}
        >
          {isAllShown ? 'Show fewer' : `Show all ${plan.items.length} cost lines`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        question={DELETE_COST_QUESTION}
        isBusy={deleteCost.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            deleteCost.mutate({ costId: deleting._id, expectedVersion: deleting.version });
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

function hasEstimates(plan: CostPlan): boolean {
  return plan.items.some((item) => item.estimate !== null);
}

function Totals({ plan, onSetBudget }: { plan: CostPlan; onSetBudget?: (() => void) | undefined }) {
  const { planned, actual, low, high } = plan.totals;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
          gap: 2,
          '& dd': { m: 0 },
        }}
      >
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary">
            Total planned
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ fontWeight: 700 }}
            data-testid="total-planned"
          >
            {formatMoney(planned)}
          </Typography>
          {hasEstimates(plan) ? (
            <Typography component="dd" variant="body2" color="text.secondary">
              {`Range ${formatMoney(low)} – ${formatMoney(high)} (includes estimates)`}
            </Typography>
          ) : null}
        </Box>
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary">
            Total actual
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ fontWeight: 700 }}
            data-testid="total-actual"
          >
            {formatMoney(actual)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mt: 2 }}>
        <BudgetSummary plan={plan} onSetBudget={onSetBudget} />
      </Box>
    </Paper>
  );
}

/** One figure against the budget, in words and colour: "$74.00 under budget". */
function budgetVerdict(figure: Money, budget: Money): { text: string; color: string } {
  const difference = figure.amount - budget.amount;
  if (difference === 0) return { text: 'Exactly on budget', color: 'text.primary' };
  const amount = formatMoney({ amount: Math.abs(difference), currency: budget.currency });
  return difference < 0
    ? { text: `${amount} under budget`, color: 'success.dark' }
    : { text: `${amount} over budget`, color: 'error.main' };
}

function BudgetSummary({
  plan,
  onSetBudget,
}: {
  plan: CostPlan;
  onSetBudget?: (() => void) | undefined;
}) {
  const { budget } = plan;
  if (!budget) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">No budget set. Set one to see if the plan fits.</Typography>
        {onSetBudget ? (
          <Button size="small" onClick={onSetBudget}>
            Set a budget
          </Button>
        ) : null}
      </Stack>
    );
  }
  const planned = budgetVerdict(plan.totals.planned, budget);
  const spent = plan.totals.actual.amount > 0 ? budgetVerdict(plan.totals.actual, budget) : null;
  return (
    <Box data-testid="budget-summary">
      <Typography variant="body2" color="text.secondary">
        Budget {formatMoney(budget)}
      </Typography>
      <Typography sx={{ fontWeight: 700, color: planned.color }}>
        Planned: {planned.text}
      </Typography>
      {spent ? (
        <Typography sx={{ fontWeight: 700, color: spent.color }}>Spent: {spent.text}</Typography>
      ) : null}
    </Box>
  );
}

/** Planned and actual per category; three narrow columns fit a 360 px screen. */
function CategoryTable({ plan }: { plan: CostPlan }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Costs by category">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Category
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Planned
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Actual
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {COST_CATEGORIES.map((category) => {
            const totals = plan.totals.byCategory[category];
            return (
              <TableRow key={category}>
                <TableCell component="th" scope="row">
                  {CATEGORY_LABELS[category]}
                </TableCell>
                <TableCell align="right">{formatMoney(totals.planned)}</TableCell>
                <TableCell align="right">{formatMoney(totals.actual)}</TableCell>
              </TableRow>
            );
          })}
          <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatMoney(plan.totals.planned)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatMoney(plan.totals.actual)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/** One line as a card: stacks on a phone, and its estimate's basis is text, not a hover. */
function CostLine({
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
          {CATEGORY_LABELS[item.category]}
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
