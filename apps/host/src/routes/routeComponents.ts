import { preloadableLazy } from './preloadableLazy';

// Each route is its own chunk: a first visit downloads only the page it lands on.
export const SignInRoute = preloadableLazy(() => import('./SignInRoute'));
export const AgencyPanelRoute = preloadableLazy(() => import('./AgencyPanelRoute'));
