import { isProfileEmail, isProfileUrl, type ServiceArea } from '@marketplace/domain';
import { Badge, Link, Text } from '@marketplace/ui';
import { useCommonMessages } from '../../messages';
import type { ProfileFieldKind } from './profileDetailsTabs';
import { valueLine } from '../../shared/userText.css';
import * as styles from './ProfileDetails.css';

export interface ProfileFieldValueProps {
  /** The field's label. */
  label: string;
  /** How the value is shown. */
  kind: ProfileFieldKind;
  /** The saved text ('' when empty); for `areas`, unused. */
  value: string;
  /** The saved service areas, for `areas`. */
  areas?: readonly ServiceArea[];
  /** Shown for an empty field. */
  notProvided: string;
  /** Spans the whole row on wide screens. */
  isWide?: boolean;
  /**
   * Free text in paragraphs (the description): each follows its writer's language, alignment included.
   * Any other value, an address on two lines too, stays on its label's side.
   */
  isParagraph?: boolean;
}

const leftToRightKinds: ReadonlySet<ProfileFieldKind> = new Set(['email', 'url', 'phone']);

/**
 * One saved field in view mode: its value or 'Not provided'. Web addresses are links opening in a
 * new tab and e-mails mailto links, but only when they are well formed: a saved
 * 'javascript:' address stays text.
 */
export function ProfileFieldValue({ label, kind, value, areas = [], notProvided, isWide, isParagraph = false }: ProfileFieldValueProps) {
  const common = useCommonMessages();
  const text = value.trim();
  const isEmpty = kind === 'areas' ? areas.length === 0 : text === '';
  return (
    <div className={isWide ? styles.wideField : undefined}>
      <Text as="dt" size="small" weight="semibold" tone="muted">
        {label}
      </Text>
      {/* `auto`: an Arabic name, address or description reads right to left inside an English page; an
          e-mail, a web address or a phone number always left to right. A value stays on its label's side; a
          description's paragraphs follow their own language. The service areas follow the page, each one
          isolated in its badge (an 'auto' list took the first area's direction and ran the badges that way). */}
      <dd
        dir={kind === 'areas' ? undefined : leftToRightKinds.has(kind) && !isEmpty ? 'ltr' : 'auto'}
        className={isParagraph ? styles.valueData : `${styles.valueData} ${valueLine}`}
      >
        {isEmpty ? (
          <span className={styles.notProvided}>{notProvided}</span>
        ) : kind === 'areas' ? (
          <ul className={styles.areaList}>
            {areas.map((area) => (
              <li key={area.id}>
                <Badge dir="auto">{area.serviceArea}</Badge>
              </li>
            ))}
          </ul>
        ) : kind === 'url' && isProfileUrl(text) ? (
          <Link href={text} target="_blank" newTabLabel={common.opensInNewTab}>
            {text}
          </Link>
        ) : kind === 'email' && isProfileEmail(text) ? (
          <Link href={`mailto:${text}`}>{text}</Link>
        ) : (
          text
        )}
      </dd>
    </div>
  );
}
