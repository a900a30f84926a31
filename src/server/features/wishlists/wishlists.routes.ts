import type { FastifyInstance } from 'fastify';
import { wishlistRoutes } from '#shared/contracts/wishlists';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerWishlistsRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.wishlists;

  registerRoute(app, wishlistRoutes.list, ({ user, query }) =>
    service.listWishlists(user.id, query.email),
  );
  registerRoute(app, wishlistRoutes.get, ({ user, params }) =>
    service.getWishlist(user.id, params.id),
  );
  registerRoute(app, wishlistRoutes.create, ({ user, body }) =>
    service.createWishlist(user.id, body),
  );
  // The original client sends the whole trip; the contract keeps only its `_id`.
  registerRoute(app, wishlistRoutes.addTrip, ({ user, params, body }) =>
    service.addTrip(user.id, params.wishlistId, body._id),
  );
  registerRoute(app, wishlistRoutes.removeTrip, ({ user, params }) =>
    service.removeTrip(user.id, params.wishlistId, params.tripId),
  );
  registerRoute(app, wishlistRoutes.delete, ({ user, params }) =>
    service.deleteWishlist(user.id, params.id),
  );
}
