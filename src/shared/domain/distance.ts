/** "300 m" under a kilometre, "2.4 km" under ten, "37 km" beyond: how far a sight or town is. */
export function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(km < 10 ? 1 : 0)} km`;
}
