import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { COST_CATEGORIES, type CostItem, type CostPlan } from '#shared/contracts/costs';
import { formatMoney, type Money } from '#shared/domain/money';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { errorMessage } from '#client/lib/api-client';
import { CHANGED_ELSEWHERE_TEXT, changedElsewhereLine, useDeleteCost } from '../api';
import { COST_CATEGORY_LABELS } from '#shared/domain/cost-categories';
import type { KnownTraveller } from '../travellers';
import { CostLine } from './cost-line';
// Its own chunk: the chart library is fetched only when a trip page shows a plan.
import { CostSplitFigure } from './cost-split-figure';
import { SplitSummary } from './split-summary';

const EMPTY_PLAN_TEXT = 'No costs yet. Estimate them or add your own.';
const DELETE_COST_QUESTION = 'Do you want to delete this cost?';

/** How many cost lines show before "Show all": the totals and table above sum them all. */
const LISTED_COST_LINES = 5;

export function PlanView({
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
                  {COST_CATEGORY_LABELS[category]}
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
