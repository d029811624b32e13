import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that renders without suspending once its module has loaded. */
export interface PreloadableComponent<P extends object> {
  (props: P): React.ReactElement;
  /** Loads the module (once; again after a failure). */
  load: () => Promise<void>;
}

/**
 * `React.lazy` with a `load()` to call before rendering. React 19 holds back content that resolves
 * after its Suspense fallback showed for up to 300 ms (its fallback throttle), so a route whose chunk
 * is already on its way (index.html's preload) rendered through a plain `lazy` painted its fallback
 * and then waited: 330 ms on the sign-in page, measured. Loaded first, the component renders at once.
 */
export function preloadableLazy<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loadModule = () => {
    pending ??= factory().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(loadModule);
  const Preloadable = (props: P) => {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later
    // render would be another element type, and remount the screen with all its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
  Preloadable.load = () => loadModule().then(() => undefined);
  return Preloadable;
}
