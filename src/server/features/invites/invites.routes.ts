import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inviteRoutes, shareRoutes } from '#shared/contracts/invites';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

/** Where this request reached the app, e.g. `https://example.com` (https behind TRUST_PROXY). */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerInvitesRoutes(app: FastifyInstance, context: AppContext): void {
  const invites = context.services.invites;
  const shares = context.services.shares;

  registerRoute(app, inviteRoutes.create, ({ user, params, body, request }) =>
    invites.createInvite(user.id, params.id, body, requestOrigin(request)),
  );
  registerRoute(app, inviteRoutes.list, ({ user, params }) =>
    invites.listInvites(user.id, params.id),
  );
  registerRoute(app, inviteRoutes.revoke, ({ user, params }) =>
    invites.revokeInvite(user.id, params.id, params.inviteId),
  );
  registerRoute(app, inviteRoutes.preview, ({ user, params }) =>
    invites.previewInvite(user.id, params.token),
  );
  registerRoute(app, inviteRoutes.accept, ({ user, params }) =>
    invites.acceptInvite(user.id, params.token),
  );

  registerRoute(app, shareRoutes.status, ({ user, params }) =>
    shares.getStatus(user.id, params.id),
  );
  registerRoute(app, shareRoutes.create, ({ user, params, body, request }) =>
    shares.createLink(user.id, params.id, body, requestOrigin(request)),
  );
  registerRoute(app, shareRoutes.revoke, ({ user, params }) =>
    shares.revokeLink(user.id, params.id),
  );
  // A private link's answer: never kept by a shared cache, nor stored by a browser.
  registerRoute(app, shareRoutes.read, async ({ params, reply }) => {
    reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
    return shares.readShared(params.token);
  });
}
