import { sprinkles } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';
import { pageColumns, wideColumns } from '../shared/pageColumns.css';

export const body = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large', minInlineSize: 0 });

// Wide screens: the details beside the reviews; narrow screens: one column, reviews last.
export const columns = style([pageColumns, { vars: { [wideColumns]: 'minmax(0, 3fr) minmax(18rem, 2fr)' } }]);
