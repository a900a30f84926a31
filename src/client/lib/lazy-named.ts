import { lazy, type ComponentType } from 'react';

/**
 * A component drawn from its own module, loaded the first time it is drawn, or before with
 * `preload()`: `pick` names the export, as `lazy` takes only a default one.
 */
export function lazyNamed<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return Object.assign(
    lazy(async () => ({ default: pick(await load()) })),
    {
      /** Starts the module's load; a failure shows where the component is drawn. */
      preload: () => void load().catch(() => undefined),
    },
  );
}
