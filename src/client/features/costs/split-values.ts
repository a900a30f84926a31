import type { CostItem, CreateCostBody, SplitMode } from '#shared/contracts/costs';
import type { CurrencyCode } from '#shared/domain/money';
import {
  MAX_SPLIT_SHARES,
  MAX_SPLIT_TRAVELLERS,
  MAX_TRAVELLER_NAME_LENGTH,
  travellerKey,
} from '#shared/domain/split';
import type { I18n } from '#client/lib/i18n';
import { parseTypedAmount, typedAmountText } from './amount-input';
import type { KnownTraveller } from './travellers';

/** The "Paid by" choice for someone not listed, typed by name. */
export const SOMEONE_ELSE = 'someone-else';

export interface SplitRow {
  traveller: KnownTraveller;
  isIncluded: boolean;
  shares: string;
  amount: string;
}

/** Who paid and how the line is split, as the form holds them. */
export interface SplitValues {
  /** '' not said, a traveller's key, or SOMEONE_ELSE. */
  paidBy: string;
  paidByName: string;
  mode: SplitMode | 'none';
  rows: SplitRow[];
}

export type SplitErrors = Partial<Record<'paidByName' | 'split' | `row:${string}`, string>>;

/**
 * The form's values for a line: its split's travellers first, in its order (the remainder cents
 * go to the first ones), then everyone else the plan knows; a new line includes the trip's
 * travellers.
 */
export function splitValuesOf(
  item: CostItem | null,
  known: readonly KnownTraveller[],
  memberKeys: ReadonlySet<string>,
  tripCurrency: CurrencyCode,
  i18n: I18n,
): SplitValues {
  const rows: SplitRow[] = [];
  const seen = new Set<string>();
  for (const entry of item?.split?.among ?? []) {
    const key = travellerKey(entry);
    const traveller = known.find((one) => one.key === key);
    if (!traveller || seen.has(key)) continue;
    seen.add(key);
    rows.push({
      traveller,
      isIncluded: true,
      shares: String(entry.shares ?? 1),
      amount: entry.amount === undefined ? '' : typedAmountText(entry.amount, tripCurrency, i18n),
    });
  }
  for (const traveller of known) {
    if (seen.has(traveller.key)) continue;
    rows.push({
      traveller,
      isIncluded: !item?.split && memberKeys.has(traveller.key),
      shares: '1',
      amount: '',
    });
  }
  const paidKey = item?.paidBy ? travellerKey(item.paidBy) : '';
  return {
    paidBy: paidKey,
    paidByName: '',
    mode: item?.split?.mode ?? 'none',
    rows,
  };
}

/** The body fields for who paid and the split, or the errors that stop it. */
export function splitBodyOf(
  values: SplitValues,
  known: readonly KnownTraveller[],
  tripCurrency: CurrencyCode,
  i18n: I18n,
): { errors: SplitErrors; body: Pick<CreateCostBody, 'paidBy' | 'split'> } {
  const { t } = i18n;
  const errors: SplitErrors = {};
  let paidBy: CreateCostBody['paidBy'] = null;
  if (values.paidBy === SOMEONE_ELSE) {
    const name = values.paidByName.trim();
    if (name === '') errors.paidByName = t('costs.payerNameRequired');
    else if (name.length > MAX_TRAVELLER_NAME_LENGTH)
      errors.paidByName = t('costs.nameTooLong', { max: MAX_TRAVELLER_NAME_LENGTH });
    paidBy = { name };
  } else if (values.paidBy !== '') {
    paidBy = known.find((one) => one.key === values.paidBy)?.ref ?? null;
  }
  if (values.mode === 'none') return { errors, body: { paidBy, split: null } };
  const included = values.rows.filter((row) => row.isIncluded);
  if (included.length === 0) errors.split = t('costs.chooseTraveller');
  if (included.length > MAX_SPLIT_TRAVELLERS)
    errors.split = t('costs.tooManyTravellers', { max: MAX_SPLIT_TRAVELLERS });
  const among = included.map((row) => {
    const ref = row.traveller.ref;
    const rowKey = `row:${row.traveller.key}` as const;
    if (values.mode === 'shares') {
      const shares = Number(row.shares.trim());
      if (!/^\d+$/.test(row.shares.trim()) || shares < 1 || shares > MAX_SPLIT_SHARES)
        errors[rowKey] = t('costs.sharesInvalid', { max: MAX_SPLIT_SHARES });
      return { ...ref, shares };
    }
    if (values.mode === 'amounts') {
      const parsed = parseTypedAmount(
        row.amount.trim() === '' ? '0' : row.amount,
        tripCurrency,
        i18n,
      );
      if (!parsed.ok) errors[rowKey] = parsed.message;
      return { ...ref, amount: parsed.ok ? parsed.amount : 0 };
    }
    return ref;
  });
  return { errors, body: { paidBy, split: { mode: values.mode, among } } };
}
