import { listDestinations } from '../src/server/climate/climate';
import { getawayKinds } from '../src/server/features/discover/getaway-kinds';
import { discoverDestinations, mostPopulousCities } from '../src/server/sights/offered-places';
import { shippedThingsCount, thingsNear } from '../src/server/sights/things';

/**
 * Prints how many of the places "Things to do" covers have at least 1, 5 and 10 shipped sights
 * within 30 km, and at least 5 within 15 km (Discover's rule for a city break), for Discover's
 * destinations, those of them that are city picks and the most populous cities, then the first ten
 * near a few cities: the figures data/README.md reports.
 */
const report = (label: string, places: { lat: number; lng: number }[]) => {
  const share = (radiusKm: number, atLeast: number) => {
    const count = places.filter((place) => thingsNear(place, radiusKm).length >= atLeast).length;
    return `${count} (${((100 * count) / places.length).toFixed(1)}%)`;
  };
  console.log(
    `${label}: ${places.length} places; within 30 km ≥1: ${share(30, 1)}, ≥5: ${share(30, 5)}, ` +
      `≥10: ${share(30, 10)}; within 15 km ≥5: ${share(15, 5)}`,
  );
};
console.log(`${shippedThingsCount()} sights shipped`);
report("Discover's destinations", discoverDestinations());
report(
  "Discover's city picks (destinations whose getaway kinds include a city)",
  listDestinations().filter((destination) => getawayKinds(destination).includes('city')),
);
report('The 1,000 most populous cities', mostPopulousCities());
const cities = {
  Lisbon: { lat: 38.71667, lng: -9.13333 },
  'New York': { lat: 40.71427, lng: -74.00597 },
  Rome: { lat: 41.89193, lng: 12.51133 },
};
for (const [name, point] of Object.entries(cities)) {
  const things = thingsNear(point);
  console.log(`${name}: ${things.length} sights within 30 km; the first ten:`);
  for (const thing of things.slice(0, 10)) {
    console.log(
      `  ${thing.name} (${thing.kind}, fame ${thing.fame}, ${thing.distanceKm} km, ${thing.credit.source})`,
    );
  }
}
