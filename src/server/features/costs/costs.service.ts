import { definedFields } from '#shared/domain/defined-fields';
import type {
  CostCategory,
  CostItem,
  CostPlan,
  CreateCostBody,
  EstimateCostsBody,
  UpdateCostBody,
} from '#shared/contracts/costs';
import type { Message } from '#shared/contracts/errors';
import type { Access, Caller } from '#server/access/access';
import type { CostPlace, EstimateLine, TripEstimate, TripEstimator } from '#server/costs/estimator';
import type { EstimatePhrase } from '#shared/contracts/estimate-phrases';
import type { ExchangeRates } from '#server/costs/exchange-rates';
import { type AnswerCache, travellerScope, tripScope } from '#server/db/answer-cache';
import type { RunInTransaction } from '#server/db/transactions';
import { costNotFound, tripNotFound } from '#server/errors';
import {
  checkTotals,
  draftLine,
  priceAmounts,
  typedAmountsOf,
  type TypedAmounts,
} from './costs.amounts';
import { costErrors } from './costs.errors';
import { toCostItem, toCostPlan } from './costs.presenter';
import type { CostLineChanges, CostsRepository, CostTrip, NewCostLine } from './costs.repository';
import { checkSplitAddsUp, memberIds, storedPaidBy, storedSplit } from './costs.travellers';
import { silentNotifier, type Notifier } from '#server/notifications/notifier';

export interface CostsScope {
  costsRepository: CostsRepository;
  access: Access;
}

export interface CostsServiceDeps extends CostsScope {
  /** Hears each committed change to a trip (src/server/notifications). */
  notifier?: Notifier;
  inTransaction: RunInTransaction<CostsScope>;
  /** Read answers remembered until what they are read from changes. */
  answers: AnswerCache;
  /** The newest exchange rates (the shipped snapshot, or live ones when a provider is on). */
  latestRates: () => Promise<ExchangeRates>;
  estimateTripCosts: TripEstimator;
  /** A place label with what the gazetteer knows of it. */
  costPlaceOf: (label: string) => CostPlace;
}

/** The estimator's notes that concern a line: per diem fallbacks for lodging and food, travel
 * notes for the travel line; as English sentences and as phrases. */
function notesFor(
  line: EstimateLine,
  estimate: Pick<TripEstimate, 'notes' | 'notePhrases'>,
): { text: string[]; phrases: EstimatePhrase[] } {
  const isTravel = line.kind === 'airfare' || line.kind === 'driving';
  const kept =
    line.kind === 'car_rental'
      ? []
      : estimate.notes.flatMap((note, index) => (/travel/i.test(note) === isTravel ? [index] : []));
  return {
    text: kept.map((index) => estimate.notes[index]!),
    phrases: kept.flatMap((index) => estimate.notePhrases[index] ?? []),
  };
}

/**
 * A trip's cost plan: lines the traveller typed, estimated lines made from shipped data, and
 * their totals (docs/PRODUCT-RULES.md#money, #estimates). An estimate stands only where the
 * traveller has no line of their own in its category.
 */
export function createCostsService(deps: CostsServiceDeps) {
  const { costsRepository, access, inTransaction, answers } = deps;
  const notifier = deps.notifier ?? silentNotifier;

  /** The trip when the caller may change it (404 or 403 otherwise); locked inside a transaction. */
  async function requireCostTrip(
    scope: CostsScope,
    caller: Caller,
    tripId: string,
    lock = false,
  ): Promise<CostTrip> {
    // The caller's role comes with the trip: one statement, judged by the access module.
    const trip = await scope.costsRepository.findCostTrip(caller.id, tripId, { lock });
    // A role on the trip proves the caller's account lives (its trips and memberships go with
    // it); without one, a gone account answers 401 before the 404.
    await scope.access.requireAccountUnlessFound(caller, Boolean(trip?.role));
    if (!trip) throw tripNotFound();
    scope.access.checkTripRole(trip.role, 'edit');
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
      return answers.get(
        `plan ${caller.id} ${tripId}`,
        () => [travellerScope(caller.id), tripScope(tripId)],
        read,
      );
    },

    /** A line the traveller typed; it takes out its category's estimated line. */
    async createLine(caller: Caller, tripId: string, body: CreateCostBody): Promise<CostItem> {
      // Fetched before the transaction: a live rates provider may call out over the network.
      const rates = await deps.latestRates();
      const changed = await inTransaction(async (scope) => {
        const trip = await requireCostTrip(scope, caller, tripId, true);
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
        const lines = await scope.costsRepository.listLines(tripId);
        const others = lines.filter(
          (line) => !(line.source === 'estimate' && line.category === body.category),
        );
        checkTotals([...others, draftLine(values)], trip.currency);
        // Only an estimated line in the category needs taking out (most writes have none left).
        if (others.length < lines.length) {
          await scope.costsRepository.deleteEstimatedLines(tripId, [body.category]);
        }
        return toCostItem(await scope.costsRepository.insertLine(values), trip.currency);
      });
      notifier.tripChanged({
        tripId,
        actorId: caller.id,
        part: 'costs',
        what: 'added a cost line',
      });
      return changed;
    },

    /** Any field of a line; an estimated line becomes the traveller's. */
    async updateLine(
      caller: Caller,
      tripId: string,
      lineId: string,
      body: UpdateCostBody,
    ): Promise<CostItem> {
      const rates = await deps.latestRates();
      const changed = await inTransaction(async (scope) => {
        const trip = await requireCostTrip(scope, caller, tripId, true);
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
      notifier.tripChanged({
        tripId,
        actorId: caller.id,
        part: 'costs',
        what: 'changed a cost line',
      });
      return changed;
    },

    /** With `expectedVersion`, a line changed since answers 409 and stays. */
    async deleteLine(
      caller: Caller,
      tripId: string,
      lineId: string,
      expectedVersion?: string,
    ): Promise<Message> {
      if (expectedVersion === undefined) {
        await requireCostTrip({ costsRepository, access }, caller, tripId);
        if (!(await costsRepository.deleteLine(tripId, lineId))) throw costNotFound();
        notifier.tripChanged({
          tripId,
          actorId: caller.id,
          part: 'costs',
          what: 'removed a cost line',
        });
        return { msg: 'Cost line deleted' };
      }
      const changed = await inTransaction(async (scope) => {
        const trip = await requireCostTrip(scope, caller, tripId, true);
        const line = await scope.costsRepository.findLine(tripId, lineId);
        if (!line) throw costNotFound();
        if (line.version !== expectedVersion)
          throw costErrors.changedElsewhere(toCostItem(line, trip.currency));
        await scope.costsRepository.deleteLine(tripId, lineId);
        return { msg: 'Cost line deleted' };
      });
      notifier.tripChanged({
        tripId,
        actorId: caller.id,
        part: 'costs',
        what: 'removed a cost line',
      });
      return changed;
    },

    /**
     * Fills in or refreshes one estimated line per category the estimator gives and the traveller
     * has no line in; estimated lines of categories it no longer gives go. Never touches a line
     * the traveller typed (docs/PRODUCT-RULES.md#estimates).
     */
    async estimate(caller: Caller, tripId: string, body: EstimateCostsBody): Promise<CostPlan> {
      const rates = await deps.latestRates();
      const changed = await inTransaction(async (scope) => {
        const trip = await requireCostTrip(scope, caller, tripId, true);
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
          const notes = notesFor(line, estimate);
          const basis = [line.basis, ...notes.text].join(' ');
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
              basisPhrases: [...line.basisPhrases, ...notes.phrases],
              labelPhrase: line.labelPhrase,
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
      notifier.tripChanged({
        tripId,
        actorId: caller.id,
        part: 'costs',
        what: 'refreshed the cost estimate',
      });
      return changed;
    },
  };
}
