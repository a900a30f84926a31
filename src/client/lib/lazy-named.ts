import { lazy, type ComponentType } from 'react';

/**
 * A component drawn from its own module, loaded the first time it is drawn: `pick` names the
 * export, as `lazy` takes only a default one.
 */
export function lazyNamed<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => ({ default: pick(await load()) }));
}
