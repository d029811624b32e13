import { useLocale } from '@marketplace/ui';
import { dateText, numberText, type DateStyle, type NamedNumberFormat, type NumberStyle } from './intlFormats';

/** {@link dateText} in the locale of the nearest `I18nProvider`. */
export function useDateText(style: DateStyle): (value: string) => string {
  return dateText(useLocale().locale, style);
}

/** {@link numberText} in the locale of the nearest `I18nProvider`. */
export function useNumberText(style: NumberStyle | NamedNumberFormat): (value: number) => string {
  return numberText(useLocale().locale, style);
}
