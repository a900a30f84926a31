import { discoverDestinations, mostPopulousCities } from '../src/server/sights/offered-places';
import { shippedThingsCount, thingsNear } from '../src/server/sights/things';

/**
 * Prints how many of the places "Things to do" covers have at least 1 and at least 10 shipped
 * sights within 30 km, and Lisbon's list: the figures data/README.md reports.
 */
const report = (label: string, places: { lat: number; lng: number }[]) => {
  const counts = places.map((place) => thingsNear(place).length);
  const atLeast = (n: number) => counts.filter((count) => count >= n).length;
  const percent = (n: number) => `${((100 * atLeast(n)) / places.length).toFixed(1)}%`;
  console.log(
    `${label}: ${places.length} places; ≥1 sight: ${atLeast(1)} (${percent(1)}); ` +
      `≥10 sights: ${atLeast(10)} (${percent(10)})`,
  );
};
console.log(`${shippedThingsCount()} sights shipped`);
report("Discover's destinations", discoverDestinations());
report('The 1,000 most populous cities', mostPopulousCities());
const lisbon = thingsNear({ lat: 38.71667, lng: -9.13333 });
console.log(`Lisbon: ${lisbon.length} sights within 30 km`);
for (const thing of lisbon) {
  console.log(`  ${thing.name} (${thing.kind}, ${thing.distanceKm} km, ${thing.credit.source})`);
}
