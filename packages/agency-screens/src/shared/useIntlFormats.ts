import { useLocale } from '@marketplace/ui';
import { dateText, numberText, type DateStyle, type NumberStyle } from './intlFormats';

/** {@link dateText} in the locale of the nearest `I18nProvider`. */
export function useDateText(style: DateStyle): (value: string) => string {
  return dateText(useLocale().locale, style);
}

/** {@link numberText} in the locale of the nearest `I18nProvider`. */
export function useNumberText(style: NumberStyle): (value: number) => string {
  return numberText(useLocale().locale, style);
}
