import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userRoutes } from '#shared/contracts/users';
import type { AppContext } from '#server/app-context';
import { AppError } from '#server/errors';
import { SESSION_HINT_COOKIE } from '#server/http/client-files';
import { registerRoute } from '#server/http/register-route';

/** The refresh token's cookie: httpOnly, so scripts never see it, and sent only to /api/user
 * (docs/PRODUCT-RULES.md#sessions). */
const REFRESH_COOKIE = 'refreshtoken';
const REFRESH_COOKIE_PATH = '/api/user';

export function registerUsersRoutes(app: FastifyInstance, context: AppContext): void {
  const { config } = context;
  const service = context.services.users;

  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
  });

  /** Sets the refresh cookie and answers the access token; neither may be cached anywhere. */
  function issue(
    request: FastifyRequest,
    reply: FastifyReply,
    session: { accesstoken: string; refreshToken: string },
  ) {
    const maxAge = config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;
    reply
      .header('Cache-Control', 'no-store')
      .setCookie(REFRESH_COOKIE, session.refreshToken, { ...cookieOptions(request), maxAge })
      .setCookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions(request), path: '/', maxAge });
    return { accesstoken: session.accesstoken };
  }

  registerRoute(app, userRoutes.register, async ({ body, request, reply }) =>
    issue(request, reply, await service.register(body)),
  );

  registerRoute(app, userRoutes.login, async ({ body, request, reply }) =>
    issue(request, reply, await service.login(body)),
  );

  registerRoute(app, userRoutes.refreshToken, async ({ request, reply }) => {
    try {
      return issue(request, reply, await service.refresh(request.cookies[REFRESH_COOKIE]));
    } catch (error) {
      // A refresh cookie that failed once will never work again; stop the browser sending it.
      if (error instanceof AppError && error.status === 401) {
        reply
          .clearCookie(REFRESH_COOKIE, cookieOptions(request))
          .clearCookie(SESSION_HINT_COOKIE, { ...cookieOptions(request), path: '/' });
      }
      throw error;
    }
  });

  registerRoute(app, userRoutes.info, async ({ user }) => service.getUserInfo(user));

  registerRoute(app, userRoutes.getProfile, async ({ params, user }) =>
    service.getProfile(user, params.id),
  );

  registerRoute(app, userRoutes.updateProfile, async ({ params, body, user }) =>
    service.updateProfile(user, params.id, body),
  );

  registerRoute(app, userRoutes.logout, async ({ request, reply }) => {
    await service.logout(request.cookies[REFRESH_COOKIE]);
    reply
      .clearCookie(REFRESH_COOKIE, cookieOptions(request))
      .clearCookie(SESSION_HINT_COOKIE, { ...cookieOptions(request), path: '/' });
    return { msg: 'Logged out' };
  });
}
