/**
 * The issue a media upload's answer decodes to when it names no stored file. A code, not copy: the
 * client raises it without knowing the locale, and the upload error mapper words it
 * ('No filename returned from upload', spec 3 section 8) in the screen's catalogue.
 */
export const noStoredNameIssue = 'no-stored-name';
