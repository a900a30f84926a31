import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { CostItem } from '#shared/contracts/costs';
import { LoadError } from '#client/components/load-error';
import type { CurrencyCode } from '#shared/domain/money';
import { errorMessage } from '#client/lib/api-client';
import { useCostPlan } from '../api';
import { knownTravellers } from '../travellers';
import { travellerKey } from '#shared/domain/split';
import { useDrawnInSlices } from '#client/lib/drawn-in-slices';
import { useI18n } from '#client/lib/i18n';
import { CostLineDialog } from './cost-line-dialog';
import { PlanView } from './cost-plan-view';
import { EstimateForm } from './estimate-form';

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
  const { t } = useI18n();
  const plan = useCostPlan(tripId);
  const shownPlan = useDrawnInSlices(plan.data);
  const [editing, setEditing] = useState<{ item: CostItem | null } | null>(null);
  const known = useMemo(() => (plan.data ? knownTravellers(plan.data, t) : []), [plan.data, t]);
  const memberKeys = useMemo(
    () => new Set((plan.data?.travellers ?? []).map((one) => travellerKey({ userId: one.userId }))),
    [plan.data],
  );

  let body;
  if (plan.isPending) body = <Typography>{t('costs.loading')}</Typography>;
  else if (plan.isError && plan.data === undefined) {
    // A failed load never passes for an empty plan (docs/PRODUCT-RULES.md#failed-lists); a
    // failed re-read keeps what is shown.
    body = (
      <LoadError
        message={errorMessage(plan.error, t('costs.loadFailed'))}
        onRetry={() => void plan.refetch()}
        isRetrying={plan.isFetching}
      />
    );
  } else if (!shownPlan) body = <Typography>{t('costs.loading')}</Typography>;
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
          {t('costs.heading')}
        </Typography>
        {canEdit ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ item: null })}
            disabled={!plan.isSuccess}
          >
            {t('costs.addCost')}
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
        {t('costs.credits')}
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
