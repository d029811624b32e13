import { agentLimits } from '@marketplace/domain';
import type { NamedNumberFormat } from './intlFormats';

/** A price in the agent dialogs (Manage Agents, Agent Management): US dollars with 2 decimals (spec 2 section 9). */
export const dialogPrice: NamedNumberFormat = {
  name: 'dialogPrice',
  options: {
    style: 'currency',
    currency: agentLimits.dialogPriceCurrency,
    minimumFractionDigits: agentLimits.dialogPriceDecimals,
    maximumFractionDigits: agentLimits.dialogPriceDecimals,
  },
};
