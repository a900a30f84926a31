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
import { formatMoney } from '#shared/domain/money';
import { travellerKey } from '#shared/domain/split';

export const NOTHING_SPLIT_TEXT =
  'Nothing is split yet. Say who paid a cost and how it is split to see who owes whom.';
export const ALL_SETTLED_TEXT = 'Everyone is settled up.';
/** Which lines count (docs/PRODUCT-RULES.md#splitting-costs). */
export const COUNTED_LINES_TEXT =
  'Only costs that say both who paid and how they are split count here.';

/**
 * Each traveller's share, what they paid and their balance, and the transfers that settle up
 * (docs/PRODUCT-RULES.md#splitting-costs), in the trip's currency.
 */
export function SplitSummary({ plan }: { plan: CostPlan }) {
  const headingId = useId();
  const { balances, settleUp } = plan;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Who owes whom
      </Typography>
      {balances.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {NOTHING_SPLIT_TEXT}
        </Typography>
      ) : (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Box sx={{ overflowX: 'auto' }}>
            <Table
              size="small"
              aria-label="Balances"
              sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Traveller
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Paid
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Share
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Balance
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {balances.map((one) => {
                  const amount = one.balance.amount;
                  return (
                    <TableRow key={travellerKey(one.traveller)}>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                        {one.name}
                      </TableCell>
                      <TableCell align="right">{formatMoney(one.paid)}</TableCell>
                      <TableCell align="right">{formatMoney(one.share)}</TableCell>
                      <TableCell
                        align="right"
                        sx={{
                          fontWeight: 600,
                          color:
                            amount < 0 ? 'error.main' : amount > 0 ? 'success.dark' : undefined,
                        }}
                      >
                        {amount < 0
                          ? `owes ${formatMoney({ ...one.balance, amount: -amount })}`
                          : amount > 0
                            ? `is owed ${formatMoney(one.balance)}`
                            : 'settled'}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
          <Box>
            <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
              Settle up
            </Typography>
            {settleUp.length === 0 ? (
              <Typography variant="body2">{ALL_SETTLED_TEXT}</Typography>
            ) : (
              <Box component="ul" aria-label="Settle up" sx={{ m: 0, pl: 2.5 }}>
                {settleUp.map((transfer) => (
                  <Typography
                    component="li"
                    variant="body2"
                    key={`${travellerKey(transfer.from.traveller)} ${travellerKey(transfer.to.traveller)}`}
                  >
                    {`${transfer.from.name} pays ${transfer.to.name} ${formatMoney(transfer.amount)}`}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {COUNTED_LINES_TEXT}
      </Typography>
    </Paper>
  );
}
