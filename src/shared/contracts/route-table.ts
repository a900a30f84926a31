import { bookingsRoutes } from './bookings';
import { calendarRoutes } from './calendar';
import { climateRoutes } from './climate';
import { compareRoutes } from './compare';
import { costRoutes } from './costs';
import { healthRoutes } from './health';
import { inviteRoutes, shareRoutes } from './invites';
import { mapRoutes } from './map';
import { memberRoutes } from './members';
import { notificationRoutes } from './notifications';
import { placeRoutes } from './places';
import { planRoutes } from './plan';
import type { RouteContract } from './route';
import { suggestionRoutes } from './suggestions';
import { thingsToDoRoutes } from './things-to-do';
import { tripRoutes } from './trips';
import { userRoutes } from './users';
import { watchRoutes } from './watches';
import { weatherRoutes } from './weather';
import { wishlistRoutes } from './wishlists';

/**
 * Every JSON call of the API. The server checks at start that each one is registered, and
 * tests enumerate it (e.g. every route against every token state).
 */
export const routeTable: readonly RouteContract[] = [
  ...Object.values(healthRoutes),
  ...Object.values(userRoutes),
  ...Object.values(tripRoutes),
  ...Object.values(costRoutes),
  ...Object.values(planRoutes),
  ...Object.values(bookingsRoutes),
  ...Object.values(calendarRoutes),
  ...Object.values(inviteRoutes),
  ...Object.values(shareRoutes),
  ...Object.values(memberRoutes),
  ...Object.values(wishlistRoutes),
  ...Object.values(placeRoutes),
  ...Object.values(weatherRoutes),
  ...Object.values(suggestionRoutes),
  ...Object.values(climateRoutes),
  ...Object.values(compareRoutes),
  ...Object.values(thingsToDoRoutes),
  ...Object.values(mapRoutes),
  ...Object.values(notificationRoutes),
  ...Object.values(watchRoutes),
];
