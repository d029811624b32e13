import { agentLimits } from '@marketplace/domain';

let usd: Intl.NumberFormat | undefined;
let dates: Intl.DateTimeFormat | undefined;

/** A price in the property dialog: US dollars with 2 decimals (spec 2 section 9), e.g. '$1,250,000.00'. */
export function formatDialogPrice(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: agentLimits.dialogPriceCurrency,
    minimumFractionDigits: agentLimits.dialogPriceDecimals,
    maximumFractionDigits: agentLimits.dialogPriceDecimals,
  });
  return usd.format(amount);
}

/** The listed date: a medium date in the user's locale; text that is not a date is shown as sent. */
export function formatListedDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  dates ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return dates.format(date);
}
