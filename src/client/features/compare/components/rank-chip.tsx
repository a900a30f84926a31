import Chip from '@mui/material/Chip';
import type { ComparisonRank } from '#shared/contracts/compare';
import { useI18n } from '#client/lib/i18n';
import { RANK_LABELS } from '../compare-labels';

/** "Cheapest" or "About the same as the cheapest"; nothing for a dearer option. */
export function RankChip({ rank }: { rank: ComparisonRank }) {
  const { t } = useI18n();
  if (rank === 'dearer') return null;
  return (
    <Chip
      size="small"
      color={rank === 'cheapest' ? 'success' : 'default'}
      variant={rank === 'cheapest' ? 'filled' : 'outlined'}
      label={t(RANK_LABELS[rank])}
      sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
