/** A language the panel can be shown in, named in its own language ('English', 'العربية'). */
export interface PanelLanguage {
  /** The host's id of the language, e.g. 'en' or 'ar'. */
  readonly id: string;
  /** The language's own name for itself, the same in every locale, so a reader finds theirs. */
  readonly name: string;
  /** The BCP 47 tag the name is written in, set as its `lang` (screen readers pronounce it so). */
  readonly lang: string;
}

/** The language group of the profile menu: the languages offered, the one shown, and the choice of another. */
export interface PanelLanguages {
  readonly options: readonly PanelLanguage[];
  /** The id of the language shown. */
  readonly selected: string;
  /** Another language is chosen; the host switches (and keeps the choice). */
  readonly onChange: (id: string) => void;
}
