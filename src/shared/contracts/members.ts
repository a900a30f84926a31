import { z } from 'zod';
import { idSchema } from './common';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';
import { tripRoleSchema } from './trips';

/** A companion's role: editors change the trip, viewers only look (docs/PRODUCT-RULES.md#roles). */
export const companionRoleSchema = z.enum(['editor', 'viewer'], {
  error: "role must be 'editor' or 'viewer'.",
});
export type CompanionRole = z.infer<typeof companionRoleSchema>;

/** A traveller on a trip. No email: travellers never see each other's. */
export const memberSchema = z.object({
  userId: idSchema,
  /** The traveller's first name. */
  fname: z.string(),
  /** 'owner', or a companion's 'editor' or 'viewer'. */
  role: tripRoleSchema,
});
export type Member = z.infer<typeof memberSchema>;

/** The trip's travellers, the owner first, then companions by when they joined. */
export const membersSchema = z.array(memberSchema);

export const updateMemberBodySchema = z.object({ role: companionRoleSchema });
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

export const transferOwnerBodySchema = z.object({
  /** The companion who becomes the owner; the old owner stays on as an editor. */
  userId: idSchema,
});
export type TransferOwnerBody = z.infer<typeof transferOwnerBodySchema>;

const tags = ['members'] as const;
const params = z.object({ id: idSchema });
const memberParams = z.object({ id: idSchema, userId: idSchema });

export const memberRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/members',
    auth: 'user',
    summary: "The trip's travellers, the owner first, with no emails (any traveller on it)",
    tags,
    params,
    response: { 200: membersSchema, ...errorResponses(400, 401, 404) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/trips/getaway/:id/members/:userId',
    auth: 'user',
    summary: "Changes a companion's role (the owner only)",
    tags,
    params: memberParams,
    body: updateMemberBodySchema,
    response: { 200: memberSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/trips/getaway/:id/members/:userId',
    auth: 'user',
    summary:
      'Removes a companion (the owner), or leaves the trip (a companion naming themself); the owner cannot leave',
    tags,
    params: memberParams,
    response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  transferOwner: defineRoute({
    method: 'POST',
    path: '/api/trips/getaway/:id/owner',
    auth: 'user',
    summary:
      'Makes a companion the owner (the owner only); the old owner stays on as an editor. Answers the travellers',
    tags,
    params,
    body: transferOwnerBodySchema,
    response: { 200: membersSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
