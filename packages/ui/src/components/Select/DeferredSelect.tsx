import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { usePreloadWhenIdle } from '../../hooks/usePreloadWhenIdle';
import type { SelectOption, SelectProps } from './Select';
import { SelectStandIn, keepOpenRequest, standInPropsOf, type SelectFirstUse } from './SelectStandIn';

const loadSelect = () => import('./Select');
// lazy() drops the option type's parameter; the loaded component is FullSelect, generic as it is.
const LazyFullSelect = lazy(() => loadSelect().then((module) => ({ default: module.FullSelect }))) as unknown as <T extends SelectOption>(
  props: SelectProps<T> & { firstUse: SelectFirstUse | null },
) => ReactNode;

export type DeferredSelectProps<T extends SelectOption = SelectOption> = Omit<SelectProps<T>, 'deferUntilUsed'>;

/**
 * A `Select` whose react-aria code is not part of the page's first load: it shows the stand-in of
 * `deferUntilUsed` (a plain button with the trigger's look, role and name) and fetches the select's
 * code once the page is idle, swapping the full select in at the first focus or press (open after a
 * press), as `deferUntilUsed` does. For screens whose first load would otherwise carry react-aria's
 * collections, list box and popover only for selects nobody has touched yet (a filter, a status per
 * row). Give `items` and `selectedKey` or `defaultSelectedKey`, so the button shows the selected label.
 */
export function DeferredSelect<T extends SelectOption = SelectOption>(props: DeferredSelectProps<T>) {
  const [firstUse, setFirstUse] = useState<SelectFirstUse | null>(null);
  usePreloadWhenIdle(loadSelect);
  // A transition keeps the stand-in on screen, focused, while the code arrives (a fallback would be a new
  // button, and the focus would drop to the page); the full select then takes the focus, open after a press.
  const onUse = (use: SelectFirstUse) => startTransition(() => setFirstUse((previous) => keepOpenRequest(previous, use)));
  const standIn = <SelectStandIn {...standInPropsOf(props)} onUse={onUse} />;
  if (firstUse === null) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LazyFullSelect {...props} firstUse={firstUse} />
    </Suspense>
  );
}
