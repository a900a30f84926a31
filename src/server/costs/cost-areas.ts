/** Groups of countries the estimator and the season build both read (docs/ESTIMATES.md). */

/** Where the US fares apply: the US and the territories its airlines serve. */
export const US_AIRFARE_AREAS: ReadonlySet<string> = new Set([
  'US',
  'PR',
  'VI',
  'GU',
  'AS',
  'MP',
  'UM',
]);

/** The 27 members of the European Union: a member with no index of its own takes the EU's. */
export const EU_MEMBERS: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]); // prettier-ignore
