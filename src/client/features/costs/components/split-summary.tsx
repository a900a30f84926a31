import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CostPlan } from '#shared/contracts/costs';
import { travellerKey } from '#shared/domain/split';
import { useI18n } from '#client/lib/i18n';

/**
 * Each traveller's share, what they paid and their balance, and the transfers that settle up
 * (docs/PRODUCT-RULES.md#splitting-costs), in the trip's currency.
 */
export function SplitSummary({ plan }: { plan: CostPlan }) {
  const { t, f } = useI18n();
  // An account no longer there is worded here; the server's name for it is English.
  const shownName = (one: { name: string; isFormer?: boolean | undefined }) =>
    one.isFormer ? t('costs.formerTraveller') : one.name;
  const headingId = useId();
  const { balances, settleUp } = plan;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('costs.whoOwesWhom')}
      </Typography>
      {balances.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('costs.nothingSplit')}
        </Typography>
      ) : (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Box sx={{ overflowX: 'auto' }}>
            <Table
              size="small"
              aria-label={t('costs.balancesLabel')}
              sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('costs.traveller')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('costs.paid')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('costs.share')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('costs.balance')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {balances.map((one) => {
                  const amount = one.balance.amount;
                  return (
                    <TableRow key={travellerKey(one.traveller)}>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                        {shownName(one)}
                      </TableCell>
                      <TableCell align="right">{f.money(one.paid)}</TableCell>
                      <TableCell align="right">{f.money(one.share)}</TableCell>
                      <TableCell
                        align="right"
                        sx={{
                          fontWeight: 600,
                          color:
                            amount < 0 ? 'error.main' : amount > 0 ? 'success.dark' : undefined,
                        }}
                      >
                        {amount < 0
                          ? t('costs.owes', {
                              amount: f.money({ ...one.balance, amount: -amount }),
                            })
                          : amount > 0
                            ? t('costs.isOwed', { amount: f.money(one.balance) })
                            : t('costs.settled')}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
          <Box>
            <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {t('costs.settleUp')}
            </Typography>
            {settleUp.length === 0 ? (
              <Typography variant="body2">{t('costs.allSettled')}</Typography>
            ) : (
              <Box component="ul" aria-label={t('costs.settleUp')} sx={{ m: 0, pl: 2.5 }}>
                {settleUp.map((transfer) => (
                  <Typography
                    component="li"
                    variant="body2"
                    key={`${travellerKey(transfer.from.traveller)} ${travellerKey(transfer.to.traveller)}`}
                  >
                    {t('costs.pays', {
                      from: shownName(transfer.from),
                      to: shownName(transfer.to),
                      amount: f.money(transfer.amount),
                    })}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {/* Which lines count (docs/PRODUCT-RULES.md#splitting-costs). */}
        {t('costs.countedLines')}
      </Typography>
    </Paper>
  );
}
