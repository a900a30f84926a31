import { z } from 'zod';
import { emailSchema, idSchema } from './common';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';
import { ownerEmailQuerySchema, tripSchema } from './trips';

export const LIST_NAME_MAX_LENGTH = 60;

export const listNameSchema = z
  .string({ error: 'Wishlist name is required.' })
  .trim()
  .min(1, { error: 'Wishlist name is required.' })
  .max(LIST_NAME_MAX_LENGTH, {
    error: `Wishlist name must be at most ${LIST_NAME_MAX_LENGTH} characters.`,
  });

/** A trip as the original client sends it: only `_id` is read, the rest is dropped. */
export const tripRefSchema = z.object({ _id: idSchema });

export const wishlistSchema = z.object({
  _id: idSchema,
  /** Unique per user, case-insensitively. */
  list_name: z.string(),
  /** The owner's email. */
  email: z.string(),
  /** The trips in it, with their current data, oldest addition first. */
  trips: z.array(tripSchema),
  createdAt: z.string(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const createWishlistBodySchema = z.object({
  list_name: listNameSchema,
  /** The trip (or trips) to put in the new list; each moves out of any other list (the favourites rule). */
  trips: z.union([tripRefSchema, z.array(tripRefSchema).max(100)]).optional(),
  /** Kept for compatibility (the ownership rule): must be yours when given. */
  email: emailSchema.optional(),
});
export type CreateWishlistBody = z.infer<typeof createWishlistBodySchema>;

const wishlistIdParamsSchema = z.object({ wishlistId: idSchema });

const tags = ['wishlists'] as const;

export const wishlistRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/wishlist/getlists',
    auth: 'user',
    summary: "The caller's wishlists with their trips",
    tags,
    querystring: ownerEmailQuerySchema,
    response: { 200: z.array(wishlistSchema), ...errorResponses(400, 401, 403) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/wishlist/spec-wishlist/:id',
    auth: 'user',
    summary: 'One of your wishlists with its trips',
    tags,
    params: z.object({ id: idSchema }),
    response: { 200: wishlistSchema, ...errorResponses(400, 401, 404) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/wishlist/createlist',
    auth: 'user',
    summary: 'Create a wishlist, optionally with trips in it',
    tags,
    body: createWishlistBodySchema,
    successStatus: 201,
    response: { 201: wishlistSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  addTrip: defineRoute({
    method: 'POST',
    path: '/api/wishlist/addtrip/:wishlistId',
    auth: 'user',
    summary: 'Put one of your trips in one of your wishlists (moving it from any other)',
    tags,
    params: wishlistIdParamsSchema,
    body: tripRefSchema,
    response: { 200: wishlistSchema, ...errorResponses(400, 401, 404) },
  }),
  removeTrip: defineRoute({
    method: 'DELETE',
    path: '/api/wishlist/:wishlistId/remove-trip/:tripId',
    auth: 'user',
    summary: 'Take a trip out of a wishlist (it stops being a favourite)',
    tags,
    params: z.object({ wishlistId: idSchema, tripId: idSchema }),
    response: { 200: wishlistSchema, ...errorResponses(400, 401, 404) },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/wishlist/removewishlist/:id',
    auth: 'user',
    summary: 'Delete a wishlist; its trips stop being favourites',
    tags,
    params: z.object({ id: idSchema }),
    response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
  }),
};
