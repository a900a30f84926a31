// Notices kept in the bell and sent out, in the reader's language (src/server/notifications/notice-words.ts).
export default {
  'notices.tripTitle': 'Changes to {trip}',
  'notices.tripSentence': '{actor} {changes}.',
  'notices.someCompanion': 'A companion',
  'notices.changedTripDetails': "changed the trip's details",
  'notices.changedPlan': 'changed the plan',
  'notices.addedCostLine': 'added a cost line',
  'notices.changedCostLine': 'changed a cost line',
  'notices.removedCostLine': 'removed a cost line',
  'notices.refreshedEstimate': 'refreshed the cost estimate',
  'notices.changedRole': "changed a companion's role",
  'notices.leftTrip': 'left the trip',
  'notices.removedCompanion': 'removed a companion',
  'notices.handedTrip': 'handed the trip to a companion',
  'notices.joinedTrip': 'joined the trip',
  'notices.addedBooking': 'added a booking',
  'notices.changedBooking': 'changed a booking',
  'notices.removedBooking': 'removed a booking',
  'notices.watchTitle': '{place}: now {price} a person',
  'notices.watchCheapest':
    'Cheapest: {start} to {end}, {nights, plural, one {# night} other {# nights}}, {travellers, plural, one {# traveller} other {# travellers}}: {total} in all.',
  'notices.watchCheapestWeekend':
    'Cheapest: {start} to {end} ({weekend}), {nights, plural, one {# night} other {# nights}}, {travellers, plural, one {# traveller} other {# travellers}}: {total} in all.',
  'notices.watchEstimate': 'An estimate: {low} to {high}.',
  'notices.watchEstimateWithQuotes':
    'An estimate: {low} to {high}, with live quotes for part of it.',
  'notices.watchLiveFare': 'Live fare from {source}, {total}, quoted {when} UTC.',
  'notices.watchLiveHotelRate': 'Live hotel rate from {source}, {total}, quoted {when} UTC.',
  'notices.watchCap': 'Your cap: {cap} a person.',
} as const;
