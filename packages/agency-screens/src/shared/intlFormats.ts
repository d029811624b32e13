/**
 * Dates and numbers of the screens in the locale react-aria's `I18nProvider` gives (the host's
 * English or `ar-AE`; without a provider, the browser's language), always in Western digits: UAE
 * software writes Arabic with 0-9, as the Arabic catalogue does (`numberingSystem: 'latn'`; some ICU
 * data gives Arabic-Indic digits for 'ar' locales otherwise).
 *
 * Each format is built once per locale and kept: an Intl format costs far more to build than to use,
 * and the enquiry list formats every row. The formatting functions are cached too, so their identity
 * is stable for a locale (a memoised table's columns depend on them).
 */
const westernDigits = { numberingSystem: 'latn' } as const;

const dateStyles = {
  /** A server date: '5 Mar 2026', 'Mar 5, 2026', '05/03/2026' (ar-AE). */
  date: { dateStyle: 'medium' },
  /** A server time stamp: medium date and short time. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** A calendar day ('2027-03-31'), read and shown in UTC so that no time zone moves it a day. */
  calendarDay: { dateStyle: 'medium', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const numberStyles = {
  /** A count, grouped: 10,155. */
  count: {},
  /** At most one decimal, no grouping: a file size's megabytes. */
  oneDecimal: { maximumFractionDigits: 1, useGrouping: false },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

export type DateStyle = keyof typeof dateStyles;
export type NumberStyle = keyof typeof numberStyles;

/**
 * A number format of a screen's own, named for the cache (e.g. the agent dialogs' dollar price, whose
 * currency and decimals are the domain's): defined where it is used, so this module carries no limits.
 */
export interface NamedNumberFormat {
  readonly name: string;
  readonly options: Intl.NumberFormatOptions;
}

const dateTexts = new Map<string, (value: string) => string>();
const numberTexts = new Map<string, (value: number) => string>();

/**
 * `(value) => text` of a date in `locale`: a server date (or, for 'calendarDay', a `yyyy-mm-dd` day)
 * in the locale's style; text that is no date is shown as it came. The same function for the same
 * locale and style.
 */
export function dateText(locale: string, style: DateStyle): (value: string) => string {
  const key = `${style} ${locale}`;
  let text = dateTexts.get(key);
  if (!text) {
    const format = new Intl.DateTimeFormat(locale, { ...dateStyles[style], ...westernDigits });
    const read = style === 'calendarDay' ? (value: string) => new Date(`${value}T00:00:00Z`) : (value: string) => new Date(value);
    text = (value) => {
      const date = read(value);
      return Number.isNaN(date.getTime()) ? value : format.format(date);
    };
    dateTexts.set(key, text);
  }
  return text;
}

/** `(value) => text` of a number in `locale` and `style`, the same function for the same pair. */
export function numberText(locale: string, style: NumberStyle | NamedNumberFormat): (value: number) => string {
  const named = typeof style === 'string' ? { name: style, options: numberStyles[style] } : style;
  const key = `${named.name} ${locale}`;
  let text = numberTexts.get(key);
  if (!text) {
    const format = new Intl.NumberFormat(locale, { ...named.options, ...westernDigits });
    text = (value) => format.format(value);
    numberTexts.set(key, text);
  }
  return text;
}
