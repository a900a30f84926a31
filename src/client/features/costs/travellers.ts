import type { CostItem, CostPlan, TravellerRef } from '#shared/contracts/costs';
import { travellerKey } from '#shared/domain/split';
import type { Translator } from '#shared/i18n/translator';

/** Someone a cost can be paid by or split among, with the name to show. */
export interface KnownTraveller {
  key: string;
  ref: TravellerRef;
  name: string;
}

/**
 * Everyone the plan names: the trip's travellers (owner first, then companions), then anyone a
 * line or a balance names (a companion who left, someone without an account), once each.
 */
export function knownTravellers(
  plan: Pick<CostPlan, 'travellers' | 'balances' | 'items'>,
  t: Translator,
) {
  const known = new Map<string, KnownTraveller>();
  const add = (ref: TravellerRef, name: string) => {
    const key = travellerKey(ref);
    if (!known.has(key)) {
      const clean = 'userId' in ref ? { userId: ref.userId } : { name: ref.name };
      known.set(key, { key, ref: clean, name });
    }
  };
  for (const traveller of plan.travellers) add({ userId: traveller.userId }, traveller.fname);
  for (const balance of plan.balances)
    add(balance.traveller, balance.isFormer ? t('costs.formerTraveller') : balance.name);
  for (const item of plan.items) {
    for (const ref of [item.paidBy, ...(item.split?.among ?? [])]) {
      // An account a line names that is no longer on the trip nor in the balances.
      if (ref) add(ref, 'name' in ref ? ref.name : t('costs.formerTraveller'));
    }
  }
  return [...known.values()];
}

/** The name to show for `ref` among `known`. */
export function nameOf(ref: TravellerRef, known: readonly KnownTraveller[], t: Translator): string {
  const key = travellerKey(ref);
  return (
    known.find((one) => one.key === key)?.name ??
    ('name' in ref ? ref.name : t('costs.formerTraveller'))
  );
}

/** "Ana, Ben and Cat". */
export function namesList(names: readonly string[], t: Translator): string {
  if (names.length <= 1) return names.join('');
  return t('costs.namesAnd', {
    names: names.slice(0, -1).join(t('costs.listSeparator')),
    last: names.at(-1) ?? '',
  });
}

/** One line's split in words: "Paid by Ana · split equally among Ana, Ben and Cat". */
export function splitText(
  item: CostItem,
  known: readonly KnownTraveller[],
  t: Translator,
): string | null {
  const paidBy = item.paidBy ? nameOf(item.paidBy, known, t) : null;
  if (!item.split) return paidBy === null ? null : t('costs.paidBy', { name: paidBy });
  const names = namesList(
    item.split.among.map((entry) => nameOf(entry, known, t)),
    t,
  );
  const { mode } = item.split;
  return paidBy === null
    ? t('costs.splitAmong', { mode, names })
    : t('costs.paidByAndSplit', { name: paidBy, mode, names });
}
