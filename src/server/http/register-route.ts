import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {
  RouteBody,
  RouteContract,
  RouteParams,
  RouteQuery,
  RouteReply,
} from '#shared/contracts/route';
import type { Caller } from '#server/access/access';
import type { AccessTokens, AuthUser } from '#server/auth/tokens';
import { unauthorized } from '#server/errors';
import type { RateLimitSubject, RateLimits } from './rate-limits';

export interface RouteContext<Route extends RouteContract> {
  params: RouteParams<Route>;
  query: RouteQuery<Route>;
  body: RouteBody<Route>;
  /** The caller, for `auth: 'user'` routes. */
  user: Route['auth'] extends 'user' ? SignedInUser : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<Route extends RouteContract> = (
  context: RouteContext<Route>,
) => Promise<RouteReply<Route>>;

/** A caller whose token is valid; see `Caller` for whether their account was checked yet. */
export type SignedInUser = AuthUser & Caller;

export interface RouteOptions {
  /**
   * The handler's read joins the caller's own account row, or a row that goes with the account
   * (their role on a trip), and asks the access module for the account when it finds nothing
   * (`Access.requireAccountUnlessFound`), so where the account check cannot answer from memory
   * it is left to that read: one round trip, not two.
   */
  accountCheckedByRead?: boolean;
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

function rateLimitSubject(request: FastifyRequest): RateLimitSubject {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return {
    ip: request.ip,
    ...(request.user ? { userId: request.user.id } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
}

/**
 * The `onRequest` hook of a route for signed-in callers: a valid access token, or 401 before the
 * body is even parsed. Routes outside the JSON contract (uploads, downloads) use it too.
 */
export function signedInOnly(app: FastifyInstance, accountCheckedByRead = false) {
  return async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    request.user = await app.authenticate(match[1], accountCheckedByRead);
  };
}

/**
 * Registers one contract route: its schemas validate the input and shape the output, `auth:
 * 'user'` routes require a valid access token before the handler runs
 * (docs/PRODUCT-RULES.md#ownership), the route's declared `rateLimit` is enforced here and only
 * here (after auth and validation, before the handler), and the handler's value is sent with the
 * contract's success status.
 */
export function registerRoute<Route extends RouteContract>(
  app: FastifyInstance,
  route: Route,
  handler: RouteHandler<Route>,
  options: RouteOptions = {},
): void {
  const schema = {
    summary: route.summary,
    tags: [...route.tags],
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: route.response,
    ...(route.auth === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
  };
  const limit = route.rateLimit ? app.rateLimits[route.rateLimit] : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    schema,
    // onRequest: an anonymous caller is refused before its body is even parsed or validated.
    ...(route.auth === 'user'
      ? { onRequest: signedInOnly(app, options.accountCheckedByRead) }
      : {}),
    // Where the account is left to the handler's read, input it refuses is held for the handler,
    // so a gone account still hears 401 before its input is judged, as on every other route.
    ...(options.accountCheckedByRead ? { attachValidation: true } : {}),
    ...(limit
      ? {
          preHandler: async (request: FastifyRequest) => {
            if (request.validationError) return;
            await limit.check(rateLimitSubject(request));
          },
        }
      : {}),
    handler: async (request, reply) => {
      if (request.validationError) {
        if (request.user && !request.user.accountChecked) await app.requireAccount(request.user.id);
        throw request.validationError;
      }
      let result: RouteReply<Route>;
      try {
        result = await handler({
          params: request.params as RouteParams<Route>,
          query: request.query as RouteQuery<Route>,
          body: request.body as RouteBody<Route>,
          user: request.user as RouteContext<Route>['user'],
          request,
          reply,
        });
      } catch (error) {
        await limit?.failed?.(rateLimitSubject(request), error);
        throw error;
      }
      await limit?.succeeded?.(rateLimitSubject(request));
      reply.code(route.successStatus ?? 200);
      return result;
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: SignedInUser;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /**
     * Verifies an access token and that its user still exists (a 401 AppError otherwise), or,
     * with `accountCheckedByRead` and memory unable to answer, leaves the second to the route's
     * own read (`accountChecked: false`).
     */
    authenticate(token: string, accountCheckedByRead?: boolean): Promise<SignedInUser>;
    /** 401 (session ended) unless the account still exists. */
    requireAccount(userId: string): Promise<void>;
    /** The attempt limits routes declare in their contract; enforced by `registerRoute`. */
    rateLimits: RateLimits;
  }
}
