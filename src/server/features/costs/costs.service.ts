import { definedFields } from '#shared/domain/defined-fields';
import type {
  CostCategory,
  CostItem,
  CostPlan,
  CostSplit,
  CreateCostBody,
  EstimateCostsBody,
  UpdateCostBody,
} from '#shared/contracts/costs';
import type { Message } from '#shared/contracts/errors';
import { formatMoney, MAX_MONEY_AMOUNT, type CurrencyCode, type Money } from '#shared/domain/money';
import { amountsDifference } from '#shared/domain/split';
import type { Access, Caller } from '#server/access/access';
import type { CostPlace, EstimateLine, TripEstimator } from '#server/costs/estimator';
import { convert, type ExchangeRates } from '#server/costs/exchange-rates';
import type { AnswerCache } from '#server/db/answer-cache';
import type { RunInTransaction } from '#server/db/transactions';
import type { StoredSplit } from '#server/db/schema';
import { AppError, badRequest, costNotFound, invalidField, tripNotFound } from '#server/errors';
import { costTotals, largestTotal, splitBase, toCostItem, toCostPlan } from './costs.presenter';
import type {
  CostLineChanges,
  CostLineRecord,
  CostPerson,
  CostsRepository,
  CostTrip,
  NewCostLine,
} from './costs.repository';

export interface CostsScope {
  costsRepository: CostsRepository;
  access: Access;
}

export interface CostsServiceDeps extends CostsScope {
  inTransaction: RunInTransaction<CostsScope>;
  /** Read answers remembered until anything they are read from changes. */
  answers: AnswerCache;
  /** The newest exchange rates (the shipped snapshot, or live ones when a provider is on). */
  latestRates: () => Promise<ExchangeRates>;
  estimateTripCosts: TripEstimator;
  /** A place label with what the gazetteer knows of it. */
  costPlaceOf: (label: string) => CostPlace;
}

const costErrors = {
  datesRequired: () =>
    badRequest("Add the trip's start and end dates to estimate its costs.", 'dates_required'),
  totalTooLarge: () =>
    badRequest('That would make the cost plan’s total too large.', 'total_too_large'),
  amountTooLarge: (currency: string) =>
    badRequest(`That amount is too large once converted to ${currency}.`, 'amount_too_large'),
  twoCurrencies: (currency: string) =>
    badRequest(
      `Type a line's planned and actual amounts in one currency, or one of them in ${currency}.`,
      'mixed_currencies',
    ),
  estimateFailed: (message: string) =>
    badRequest(/[.!?]$/.test(message) ? message : `${message}.`, 'estimate_failed'),
  notATraveller: (path: string) =>
    invalidField(
      path,
      'That traveller is not on this trip: name the owner or a companion by userId, or someone else by name.',
      'unknown_traveller',
    ),
  amountsDoNotAddUp: (parts: number, line: number, currency: CurrencyCode) => {
    const show = (amount: number) => formatMoney({ amount, currency });
    const difference = line - parts;
    return invalidField(
      'split.among',
      `The split's amounts add up to ${show(parts)}, ${show(Math.abs(difference))} ${
        difference > 0 ? 'less' : 'more'
      } than the line's ${show(line)} (its actual amount, or its planned one when it has none).`,
      'split_amounts_mismatch',
    );
  },
  /** The line changed since the caller read it (docs/PRODUCT-RULES.md#changed-elsewhere). */
  changedElsewhere: (current: CostItem) =>
    new AppError(
      409,
      'changed_elsewhere',
      'Someone else changed this line just now; here it is as they left it.',
      undefined,
      undefined,
      { current },
    ),
};

/** Who paid and how the line is split, as stored. */
type SplitColumns = Pick<NewCostLine, 'paidByUserId' | 'paidByName' | 'split'>;

/** Who paid, as stored: a member's id, or a name; a sent `userId` must be a member's. */
function storedPaidBy(
  paidBy: NonNullable<CreateCostBody['paidBy']> | null,
  members: ReadonlySet<string>,
): Pick<SplitColumns, 'paidByUserId' | 'paidByName'> {
  if (paidBy === null) return { paidByUserId: null, paidByName: null };
  const userId = typeof paidBy === 'string' ? paidBy : 'userId' in paidBy ? paidBy.userId : null;
  if (userId !== null) {
    if (!members.has(userId)) throw costErrors.notATraveller('paidBy');
    return { paidByUserId: userId, paidByName: null };
  }
  return { paidByUserId: null, paidByName: (paidBy as { name: string }).name };
}

/** A split as stored: each traveller with only the figure its mode uses. */
function storedSplit(split: CostSplit, members: ReadonlySet<string>): StoredSplit {
  return {
    mode: split.mode,
    among: split.among.map((entry, index) => {
      // The contract requires the figure of the split's mode.
      const figure =
        split.mode === 'shares'
          ? { shares: entry.shares ?? 1 }
          : split.mode === 'amounts'
            ? { amount: entry.amount ?? 0 }
            : {};
      if ('userId' in entry) {
        if (!members.has(entry.userId)) throw costErrors.notATraveller(`split.among.${index}`);
        return { userId: entry.userId, ...figure };
      }
      return { name: entry.name, ...figure };
    }),
  };
}

/** An amounts split must add up exactly to the amount it shares out. */
function checkSplitAddsUp(
  line: Pick<CostLineRecord, 'actualAmount' | 'plannedAmount'>,
  split: StoredSplit | null | undefined,
  currency: CurrencyCode,
): void {
  if (split?.mode !== 'amounts') return;
  const total = splitBase(line);
  const difference = amountsDifference(total, split.among);
  if (difference !== 0) throw costErrors.amountsDoNotAddUp(total - difference, total, currency);
}

const memberIds = (people: readonly CostPerson[]) =>
  new Set(people.filter((person) => person.isMember).map((person) => person.userId));

/** The amounts of a line as the traveller typed them. */
interface TypedAmounts {
  planned: Money | null;
  actual: Money | null;
}

type PricedAmounts = Pick<
  NewCostLine,
  | 'plannedAmount'
  | 'actualAmount'
  | 'enteredCurrency'
  | 'plannedEntered'
  | 'actualEntered'
  | 'rateNumerator'
  | 'rateDenominator'
  | 'rateDate'
  | 'rateSource'
>;

/** What a stored line's amounts were typed as (the trip's currency unless entered otherwise). */
function typedAmountsOf(line: CostLineRecord, currency: CurrencyCode): TypedAmounts {
  const typed = (stored: number | null, entered: number | null): Money | null => {
    if (stored === null) return null;
    if (line.enteredCurrency && entered !== null)
      return { amount: entered, currency: line.enteredCurrency };
    return { amount: stored, currency };
  };
  return {
    planned: typed(line.plannedAmount, line.plannedEntered),
    actual: typed(line.actualAmount, line.actualEntered),
  };
}

/**
 * Amounts in the trip's currency, with what was typed and the rate that converted it
 * (docs/PRODUCT-RULES.md#money). A line holds one rate, so at most one currency besides the
 * trip's. When `keep` is given and nothing foreign was sent, the stored conversion stands, so an
 * edit of a label or of an amount in the trip's currency never moves the other amount.
 */
function priceAmounts(
  typed: TypedAmounts,
  tripCurrency: CurrencyCode,
  rates: ExchangeRates,
  keep?: CostLineRecord,
): PricedAmounts {
  const foreign = new Set(
    [typed.planned, typed.actual]
      .filter((value): value is Money => value !== null && value.currency !== tripCurrency)
      .map((value) => value.currency),
  );
  if (foreign.size > 1) throw costErrors.twoCurrencies(tripCurrency);
  const none = {
    enteredCurrency: null,
    plannedEntered: null,
    actualEntered: null,
    rateNumerator: null,
    rateDenominator: null,
    rateDate: null,
    rateSource: null,
  };
  if (foreign.size === 0) {
    return {
      plannedAmount: typed.planned?.amount ?? null,
      actualAmount: typed.actual?.amount ?? null,
      ...none,
    };
  }
  const [entered] = [...foreign] as [CurrencyCode];
  // A foreign amount that was not sent again keeps the figure it was converted to.
  const keptAmount = (value: Money | null, stored: number | null) =>
    value === null ? null : value.currency === tripCurrency ? value.amount : stored;
  if (keep && keep.enteredCurrency === entered && keep.rateNumerator !== null) {
    return {
      plannedAmount: keptAmount(typed.planned, keep.plannedAmount),
      actualAmount: keptAmount(typed.actual, keep.actualAmount),
      enteredCurrency: entered,
      plannedEntered: typed.planned?.currency === entered ? typed.planned.amount : null,
      actualEntered: typed.actual?.currency === entered ? typed.actual.amount : null,
      rateNumerator: keep.rateNumerator,
      rateDenominator: keep.rateDenominator,
      rateDate: keep.rateDate,
      rateSource: keep.rateSource,
    };
  }
  let rate: ReturnType<typeof convert> | undefined;
  const inTripCurrency = (value: Money | null): number | null => {
    if (value === null) return null;
    if (value.currency === tripCurrency) return value.amount;
    try {
      rate = convert(value, tripCurrency, rates);
    } catch (error) {
      if (error instanceof RangeError) throw costErrors.amountTooLarge(tripCurrency);
      throw error;
    }
    if (rate.money.amount > MAX_MONEY_AMOUNT) throw costErrors.amountTooLarge(tripCurrency);
    return rate.money.amount;
  };
  const plannedAmount = inTripCurrency(typed.planned);
  const actualAmount = inTripCurrency(typed.actual);
  const used = rate as ReturnType<typeof convert>;
  return {
    plannedAmount,
    actualAmount,
    enteredCurrency: entered,
    plannedEntered: typed.planned?.currency === entered ? typed.planned.amount : null,
    actualEntered: typed.actual?.currency === entered ? typed.actual.amount : null,
    rateNumerator: used.rate.numerator,
    rateDenominator: used.rate.denominator,
    rateDate: used.rateDate,
    rateSource: used.source,
  };
}

/** Refuses a plan whose totals would not fit the money limit (docs/PRODUCT-RULES.md#money). */
function checkTotals(lines: readonly CostLineRecord[], currency: CurrencyCode): void {
  if (largestTotal(costTotals(lines, currency)) > MAX_MONEY_AMOUNT)
    throw costErrors.totalTooLarge();
}

/** A stand-in record to check the totals of a line before it is stored. */
function draftLine(values: NewCostLine): CostLineRecord {
  const now = new Date();
  return {
    id: '',
    notes: '',
    estimate: null,
    createdAt: now,
    updatedAt: now,
    plannedAmount: null,
    actualAmount: null,
    enteredCurrency: null,
    plannedEntered: null,
    actualEntered: null,
    rateNumerator: null,
    rateDenominator: null,
    rateDate: null,
    rateSource: null,
    paidByUserId: null,
    paidByName: null,
    split: null,
    version: '',
    ...definedFields(values),
    tripId: values.tripId,
    category: values.category,
    label: values.label,
    source: values.source,
  };
}

/** The estimator's notes that concern a line: per diem fallbacks for lodging and food, travel
 * notes for the travel line. */
function notesFor(line: EstimateLine, notes: readonly string[]): string[] {
  const isTravel = line.kind === 'airfare' || line.kind === 'driving';
  if (line.kind === 'car_rental') return [];
  return notes.filter((note) => /travel/i.test(note) === isTravel);
}

/**
 * A trip's cost plan: lines the traveller typed, estimated lines made from shipped data, and
 * their totals (docs/PRODUCT-RULES.md#money, #estimates). An estimate stands only where the
 * traveller has no line of their own in its category.
 */
export function createCostsService(deps: CostsServiceDeps) {
  const { costsRepository, access, inTransaction, answers } = deps;

  /** The trip when `userId` may change it (404 or 403 otherwise); locked inside a transaction. */
  async function requireCostTrip(
    scope: CostsScope,
    userId: string,
    tripId: string,
    lock = false,
  ): Promise<CostTrip> {
    await scope.access.requireTrip(userId, tripId, 'edit');
    const trip = await scope.costsRepository.findCostTrip(tripId, { lock });
    if (!trip) throw tripNotFound();
    return trip;
  }

  return {
    /** One statement, no transaction: the trip and its lines come from one snapshot. */
    async getPlan(caller: Caller, tripId: string): Promise<CostPlan> {
      const read = async () => {
        const plan = await costsRepository.findReadablePlan(caller.id, tripId);
        // The plan joins the caller's account: none may mean the account is gone (401 before 404).
        await access.requireAccountUnlessFound(caller, plan !== undefined);
        if (!plan) throw tripNotFound();
        return toCostPlan(plan.trip, plan.lines, plan.people);
      };
      return answers.get(`plan ${caller.id} ${tripId}`, read);
    },

    /** A line the traveller typed; it takes out its category's estimated line. */
    async createLine(userId: string, tripId: string, body: CreateCostBody): Promise<CostItem> {
      // Fetched before the transaction: a live rates provider may call out over the network.
      const rates = await deps.latestRates();
      return inTransaction(async (scope) => {
        const trip = await requireCostTrip(scope, userId, tripId, true);
        const members =
          body.paidBy || body.split
            ? memberIds(await scope.costsRepository.listPeople(tripId))
            : new Set<string>();
        const values: NewCostLine = {
          tripId,
          category: body.category,
          label: body.label,
          notes: body.notes ?? '',
          source: 'traveller',
          estimate: null,
          ...priceAmounts(
            { planned: body.planned ?? null, actual: body.actual ?? null },
            trip.currency,
            rates,
          ),
          ...storedPaidBy(body.paidBy ?? null, members),
          split: body.split ? storedSplit(body.split, members) : null,
        };
        checkSplitAddsUp(draftLine(values), values.split, trip.currency);
        const others = (await scope.costsRepository.listLines(tripId)).filter(
          (line) => !(line.source === 'estimate' && line.category === body.category),
        );
        checkTotals([...others, draftLine(values)], trip.currency);
        await scope.costsRepository.deleteEstimatedLines(tripId, [body.category]);
        return toCostItem(await scope.costsRepository.insertLine(values), trip.currency);
      });
    },

    /** Any field of a line; an estimated line becomes the traveller's. */
    async updateLine(
      userId: string,
      tripId: string,
      lineId: string,
      body: UpdateCostBody,
    ): Promise<CostItem> {
      const rates = await deps.latestRates();
      return inTransaction(async (scope) => {
        const trip = await requireCostTrip(scope, userId, tripId, true);
        const line = await scope.costsRepository.findLine(tripId, lineId);
        if (!line) throw costNotFound();
        if (body.expectedVersion !== undefined && body.expectedVersion !== line.version)
          throw costErrors.changedElsewhere(toCostItem(line, trip.currency));
        const members =
          body.paidBy || body.split
            ? memberIds(await scope.costsRepository.listPeople(tripId))
            : new Set<string>();
        const stored = typedAmountsOf(line, trip.currency);
        const typed: TypedAmounts = {
          planned: body.planned !== undefined ? body.planned : stored.planned,
          actual: body.actual !== undefined ? body.actual : stored.actual,
        };
        const sentForeign = [body.planned, body.actual].some(
          (value) => value && value.currency !== trip.currency,
        );
        const category = body.category ?? line.category;
        const changes: CostLineChanges = {
          category,
          label: body.label ?? line.label,
          notes: body.notes ?? line.notes,
          source: 'traveller',
          estimate: null,
          ...priceAmounts(typed, trip.currency, rates, sentForeign ? undefined : line),
          // What was not sent stays; a payer or split kept as stored is not checked again.
          ...(body.paidBy !== undefined ? storedPaidBy(body.paidBy, members) : {}),
          ...(body.split !== undefined
            ? { split: body.split ? storedSplit(body.split, members) : null }
            : {}),
        };
        checkSplitAddsUp(
          { ...line, ...definedFields(changes) },
          changes.split !== undefined ? changes.split : line.split,
          trip.currency,
        );
        const others = (await scope.costsRepository.listLines(tripId)).filter(
          (other) =>
            other.id !== lineId && !(other.source === 'estimate' && other.category === category),
        );
        checkTotals([...others, { ...line, ...definedFields(changes) }], trip.currency);
        // Updated first: the line is the traveller's now, so it survives its category's sweep.
        const updated = await scope.costsRepository.updateLine(tripId, lineId, changes);
        await scope.costsRepository.deleteEstimatedLines(tripId, [category]);
        return toCostItem(updated, trip.currency);
      });
    },

    /** With `expectedVersion`, a line changed since answers 409 and stays. */
    async deleteLine(
      userId: string,
      tripId: string,
      lineId: string,
      expectedVersion?: string,
    ): Promise<Message> {
      if (expectedVersion === undefined) {
        await access.requireTrip(userId, tripId, 'edit');
        if (!(await costsRepository.deleteLine(tripId, lineId))) throw costNotFound();
        return { msg: 'Cost line deleted' };
      }
      return inTransaction(async (scope) => {
        const trip = await requireCostTrip(scope, userId, tripId, true);
        const line = await scope.costsRepository.findLine(tripId, lineId);
        if (!line) throw costNotFound();
        if (line.version !== expectedVersion)
          throw costErrors.changedElsewhere(toCostItem(line, trip.currency));
        await scope.costsRepository.deleteLine(tripId, lineId);
        return { msg: 'Cost line deleted' };
      });
    },

    /**
     * Fills in or refreshes one estimated line per category the estimator gives and the traveller
     * has no line in; estimated lines of categories it no longer gives go. Never touches a line
     * the traveller typed (docs/PRODUCT-RULES.md#estimates).
     */
    async estimate(userId: string, tripId: string, body: EstimateCostsBody): Promise<CostPlan> {
      const rates = await deps.latestRates();
      return inTransaction(async (scope) => {
        const trip = await requireCostTrip(scope, userId, tripId, true);
        if (!trip.tripStart || !trip.tripEnd) throw costErrors.datesRequired();
        const originLabel = trip.origin ?? `${trip.ownerCity}, ${trip.ownerState}, United States`;
        let estimate;
        try {
          estimate = deps.estimateTripCosts({
            destination: deps.costPlaceOf(trip.locationAddress),
            origin: deps.costPlaceOf(originLabel),
            startDate: trip.tripStart,
            endDate: trip.tripEnd,
            travellers: trip.travellers,
            currency: trip.currency,
            ...(body.carRentalPerDay ? { carRentalPerDay: body.carRentalPerDay } : {}),
            ...(body.drivingCostPerKm ? { drivingCostPerKm: body.drivingCostPerKm } : {}),
            rates,
          });
        } catch (error) {
          if (error instanceof RangeError) throw costErrors.estimateFailed(error.message);
          throw error;
        }

        const lines = await scope.costsRepository.listLines(tripId);
        const typedCategories = new Set(
          lines.filter((line) => line.source === 'traveller').map((line) => line.category),
        );
        const estimatedByCategory = new Map(
          lines.filter((line) => line.source === 'estimate').map((line) => [line.category, line]),
        );
        const wanted = new Map<CostCategory, NewCostLine>();
        for (const line of estimate.lines) {
          if (typedCategories.has(line.category) || wanted.has(line.category)) continue;
          const basis = [line.basis, ...notesFor(line, estimate.notes)].join(' ');
          wanted.set(line.category, {
            tripId,
            category: line.category,
            label: line.label,
            plannedAmount: line.mid.amount,
            actualAmount: null,
            notes: '',
            source: 'estimate',
            estimate: {
              low: line.low.amount,
              high: line.high.amount,
              basis,
              dataset: line.dataset,
              asOf: line.asOf,
            },
          });
        }
        const kept = lines.filter((line) => line.source === 'traveller');
        checkTotals([...kept, ...[...wanted.values()].map(draftLine)], trip.currency);

        const stale = [...estimatedByCategory.keys()].filter((category) => !wanted.has(category));
        await scope.costsRepository.deleteEstimatedLines(tripId, stale);
        for (const [category, values] of wanted) {
          const existing = estimatedByCategory.get(category);
          if (existing) {
            const { tripId: _tripId, ...changes } = values;
            await scope.costsRepository.updateLine(tripId, existing.id, changes);
          } else {
            await scope.costsRepository.insertLine(values);
          }
        }
        return toCostPlan(
          trip,
          await scope.costsRepository.listLines(tripId),
          await scope.costsRepository.listPeople(tripId),
        );
      });
    },
  };
}
