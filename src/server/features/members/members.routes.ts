import type { FastifyInstance } from 'fastify';
import { memberRoutes } from '#shared/contracts/members';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerMembersRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.members;

  registerRoute(app, memberRoutes.list, ({ user, params }) =>
    service.listMembers(user.id, params.id),
  );
  registerRoute(app, memberRoutes.update, ({ user, params, body }) =>
    service.updateMember(user.id, params.id, params.userId, body),
  );
  registerRoute(app, memberRoutes.remove, ({ user, params }) =>
    service.removeMember(user.id, params.id, params.userId),
  );
  registerRoute(app, memberRoutes.transferOwner, ({ user, params, body }) =>
    service.transferOwner(user.id, params.id, body),
  );
}
