import type { DISCOVER_REGIONS } from '#shared/contracts/compare';

/** The Discover wizard's fixed choices. */
export const DISCOVER_LOCATIONS = [
  'Anywhere',
  'United States',
  'Europe',
  'Mexico',
  'Canada',
  'South America',
  'Italy',
  'Caribbean',
] as const;

/** Each location's region in the Discover call. */
export const REGION_SLUGS: Record<
  (typeof DISCOVER_LOCATIONS)[number],
  (typeof DISCOVER_REGIONS)[number]
> = {
  Anywhere: 'anywhere',
  'United States': 'united-states',
  Europe: 'europe',
  Mexico: 'mexico',
  Canada: 'canada',
  'South America': 'south-america',
  Italy: 'italy',
  Caribbean: 'caribbean',
};

export function regionSlug(location: string): (typeof DISCOVER_REGIONS)[number] | null {
  return (REGION_SLUGS as Record<string, (typeof DISCOVER_REGIONS)[number]>)[location] ?? null;
}

export const PRICE_TIERS = [
  { value: '$', description: 'Budget' },
  { value: '$$', description: 'Moderate' },
  { value: '$$$', description: 'Premium' },
] as const;

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
