import { vars } from '../../theme/vars.css';

/**
 * The space and size tokens a skeleton's length may name, as CSS values. Evaluated at build time
 * like every `.css.ts` export, so the bundle carries these two groups as a small literal rather than
 * the whole `vars` object (about 1 KiB gzip on every first load that shows a skeleton).
 */
export const skeletonTokenLengths: Readonly<Record<string, string>> = { ...vars.space, ...vars.size };
