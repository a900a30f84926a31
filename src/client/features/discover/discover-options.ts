import {
  DISCOVER_REGIONS,
  DISCOVER_REGION_LABELS,
  type DiscoverRegion,
} from '#shared/contracts/compare';
import type { MessageKey } from '#client/lib/i18n';

/** The Discover wizard's fixed choices: each region's label, in the contract's order. */
export const DISCOVER_LOCATIONS: readonly string[] = DISCOVER_REGIONS.map(
  (region) => DISCOVER_REGION_LABELS[region],
);

/** Each location's region in the Discover call. */
export const REGION_SLUGS: Readonly<Record<string, DiscoverRegion>> = Object.fromEntries(
  DISCOVER_REGIONS.map((region) => [DISCOVER_REGION_LABELS[region], region]),
);

/** Each region's name as the traveller reads it; the list's values stay the English labels. */
export const REGION_NAME_KEYS: Readonly<Record<DiscoverRegion, MessageKey>> = {
  anywhere: 'discover.regionAnywhere',
  'united-states': 'discover.regionUnitedStates',
  europe: 'discover.regionEurope',
  mexico: 'discover.regionMexico',
  canada: 'discover.regionCanada',
  'south-america': 'discover.regionSouthAmerica',
  italy: 'discover.regionItaly',
  caribbean: 'discover.regionCaribbean',
};

export function regionSlug(location: string): DiscoverRegion | null {
  return REGION_SLUGS[location] ?? null;
}

export const PRICE_TIERS = [
  { value: '$', description: 'discover.tierBudget' },
  { value: '$$', description: 'discover.tierModerate' },
  { value: '$$$', description: 'discover.tierPremium' },
] as const satisfies readonly { value: string; description: MessageKey }[];

export type PriceTier = (typeof PRICE_TIERS)[number]['value'];
export type DateMode = 'anytime' | 'custom';

export interface DiscoverState {
  location: string;
  dateMode: DateMode | null;
  start: string;
  end: string;
  areDatesConfirmed: boolean;
  price: PriceTier | null;
}

export const initialDiscoverState: DiscoverState = {
  location: '',
  dateMode: null,
  start: '',
  end: '',
  areDatesConfirmed: false,
  price: null,
};

/** Step 1 until a location is chosen, 2 until Anytime or confirmed dates, then 3. */
export function discoverStep(state: DiscoverState): 1 | 2 | 3 {
  if (state.location === '') return 1;
  if (state.dateMode === 'anytime' || (state.dateMode === 'custom' && state.areDatesConfirmed)) {
    return 3;
  }
  return 2;
}
