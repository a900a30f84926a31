import { badRequest } from '#server/errors';

export const discoverErrors = {
  originNotFound: () => badRequest('We could not find your starting city.', 'origin_not_found'),
  estimateFailed: (message: string) =>
    badRequest(/[.!?]$/.test(message) ? message : `${message}.`, 'estimate_failed'),
};
