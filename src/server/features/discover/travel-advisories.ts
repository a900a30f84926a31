import advisoriesJson from './data/travel-advisories.json' with { type: 'json' };

/**
 * Government travel advisories as shipped data (data/README.md): the US State Department's
 * levels 3 ("Reconsider travel") and 4 ("Do not travel") for whole countries and for the
 * admin-1 regions its advisories name, and the UK FCDO's "advise against all travel" for whole
 * countries. Discover never offers a place under level 4 or the UK's "all travel", and names
 * level 3 in its reason (docs/ESTIMATES.md#discover-tiers).
 */

interface ShippedRegion {
  country: string;
  /** GeoNames admin-1 code, as the gazetteer carries it ("MX.12" → "12"). */
  admin1: string;
  name: string;
  level: number;
  /** Places (gazetteer names) the advisory leaves out of its region: "Cauca (excluding Popayán)". */
  except?: string[];
}

const data = advisoriesJson as {
  us: {
    publisher: string;
    url: string;
    asOf: string;
    countries: { code: string; name: string; level: number }[];
    regions: ShippedRegion[];
  };
  uk: {
    publisher: string;
    url: string;
    asOf: string;
    allTravelCountries: { code: string; name: string }[];
  };
};

/** What an advisory says of a place: who says it, how strongly, and for which area. */
export interface TravelAdvisory {
  /** 4 "Do not travel" (also the UK's "advise against all travel"), 3 "Reconsider travel". */
  level: 3 | 4;
  issuer: 'US State Department' | 'UK FCDO';
  /** The country or region the advisory names: "Guerrero, Mexico", "Haiti". */
  area: string;
}

/** The credit shown beside Discover's results. */
export const ADVISORIES_CREDIT = `Travel advisories: ${data.us.publisher} (public domain), as of ${data.us.asOf}; ${data.uk.publisher} (OGL v3.0), as of ${data.uk.asOf}`;

const countryLevel = new Map(data.us.countries.map((country) => [country.code, country]));
const ukAllTravel = new Map(data.uk.allTravelCountries.map((country) => [country.code, country]));
const regionLevel = new Map(
  data.us.regions.map((region) => [`${region.country}.${region.admin1}`, region]),
);

const asLevel = (level: number): 3 | 4 => (level >= 4 ? 4 : 3);

/**
 * The strictest advisory over a place: its admin-1 region's (unless the advisory excepts the
 * place by name), its country's, or the UK's "all travel" for its country; undefined when none
 * is at level 3 or 4.
 */
export function advisoryFor(place: {
  name: string;
  countryCode: string;
  countryName: string;
  admin1: string;
}): TravelAdvisory | undefined {
  const found: TravelAdvisory[] = [];
  const ukCountry = ukAllTravel.get(place.countryCode);
  if (ukCountry) found.push({ level: 4, issuer: 'UK FCDO', area: ukCountry.name });
  const country = countryLevel.get(place.countryCode);
  if (country)
    found.push({
      level: asLevel(country.level),
      issuer: 'US State Department',
      area: country.name,
    });
  const region = regionLevel.get(`${place.countryCode}.${place.admin1}`);
  if (region && !region.except?.includes(place.name)) {
    found.push({
      level: asLevel(region.level),
      issuer: 'US State Department',
      area: `${region.name}, ${place.countryName}`,
    });
  }
  // The strictest first; between equals, the narrower (region) advisory says more.
  return found.sort((a, b) => b.level - a.level || (a.area.includes(',') ? -1 : 1))[0];
}

/** "Reconsider travel: US State Department Level 3 for Jalisco, Mexico". */
export function advisoryWords(advisory: TravelAdvisory): string {
  const said = advisory.level === 4 ? 'Do not travel' : 'Reconsider travel';
  return `${said}: ${advisory.issuer} Level ${advisory.level} for ${advisory.area}`;
}
