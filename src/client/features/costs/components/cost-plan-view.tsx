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
import type { Money } from '#shared/domain/money';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { errorMessage } from '#client/lib/api-client';
import { changedElsewhereLine, useDeleteCost } from '../api';
import { COST_CATEGORY_KEYS } from '#client/lib/cost-category-labels';
import { useI18n, type I18n } from '#client/lib/i18n';
import type { KnownTraveller } from '../travellers';
import { CostLine } from './cost-line';
// Its own chunk: the chart library is fetched only when a trip page shows a plan.
import { CostSplitFigure } from './cost-split-figure';
import { SplitSummary } from './split-summary';

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
  const { t } = useI18n();
  const deleteCost = useDeleteCost(tripId);
  const [deleting, setDeleting] = useState<CostItem | null>(null);
  const linesId = useId();
  const [isAllShown, setIsAllShown] = useState(false);
  const isLong = plan.items.length > LISTED_COST_LINES;
  const listed = isLong && !isAllShown ? plan.items.slice(0, LISTED_COST_LINES) : plan.items;
  if (plan.items.length === 0) {
    return (
      <Stack spacing={2}>
        <Typography>{t('costs.empty')}</Typography>
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
            ? t('costs.changedElsewhereNotDeleted')
            : errorMessage(deleteCost.error, t('costs.deleteFailed'))}
        </Alert>
      ) : null}
      <Stack
        spacing={2}
        component="ul"
        id={linesId}
        aria-label={t('costs.linesLabel')}
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
          {isAllShown ? t('costs.showFewer') : t('costs.showAll', { count: plan.items.length })}
        </Button>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        question={t('costs.deleteQuestion')}
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
  const { t, f } = useI18n();
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
            {t('costs.totalPlanned')}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ fontWeight: 700 }}
            data-testid="total-planned"
          >
            {f.money(planned)}
          </Typography>
          {hasEstimates(plan) ? (
            <Typography component="dd" variant="body2" color="text.secondary">
              {t('costs.totalRange', { low: f.money(low), high: f.money(high) })}
            </Typography>
          ) : null}
        </Box>
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('costs.totalActual')}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ fontWeight: 700 }}
            data-testid="total-actual"
          >
            {f.money(actual)}
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
function budgetVerdict(
  { t, f }: I18n,
  figure: Money,
  budget: Money,
): { text: string; color: string } {
  const difference = figure.amount - budget.amount;
  if (difference === 0) return { text: t('costs.onBudget'), color: 'text.primary' };
  const amount = f.money({ amount: Math.abs(difference), currency: budget.currency });
  return difference < 0
    ? { text: t('costs.underBudget', { amount }), color: 'success.dark' }
    : { text: t('costs.overBudget', { amount }), color: 'error.main' };
}

function BudgetSummary({
  plan,
  onSetBudget,
}: {
  plan: CostPlan;
  onSetBudget?: (() => void) | undefined;
}) {
  const i18n = useI18n();
  const { t, f } = i18n;
  const { budget } = plan;
  if (!budget) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{t('costs.noBudget')}</Typography>
        {onSetBudget ? (
          <Button size="small" onClick={onSetBudget}>
            {t('costs.setBudget')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  const planned = budgetVerdict(i18n, plan.totals.planned, budget);
  const spent =
    plan.totals.actual.amount > 0 ? budgetVerdict(i18n, plan.totals.actual, budget) : null;
  return (
    <Box data-testid="budget-summary">
      <Typography variant="body2" color="text.secondary">
        {t('costs.budget', { amount: f.money(budget) })}
      </Typography>
      <Typography sx={{ fontWeight: 700, color: planned.color }}>
        {t('costs.plannedVerdict', { verdict: planned.text })}
      </Typography>
      {spent ? (
        <Typography sx={{ fontWeight: 700, color: spent.color }}>
          {t('costs.spentVerdict', { verdict: spent.text })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Planned and actual per category; three narrow columns fit a 360 px screen. */
function CategoryTable({ plan }: { plan: CostPlan }) {
  const { t, f } = useI18n();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('costs.byCategoryLabel')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('costs.category')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('costs.planned')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('costs.actual')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {COST_CATEGORIES.map((category) => {
            const totals = plan.totals.byCategory[category];
            return (
              <TableRow key={category}>
                <TableCell component="th" scope="row">
                  {t(COST_CATEGORY_KEYS[category])}
                </TableCell>
                <TableCell align="right">{f.money(totals.planned)}</TableCell>
                <TableCell align="right">{f.money(totals.actual)}</TableCell>
              </TableRow>
            );
          })}
          <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('costs.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {f.money(plan.totals.planned)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {f.money(plan.totals.actual)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
