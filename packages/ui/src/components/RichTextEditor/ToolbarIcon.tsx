import * as styles from './ToolbarIcon.css';

// Toolbar pictures drawn as strokes on a 16 px grid; the buttons' labels carry the meaning.
const paths = {
  bulletedList: 'M6 4h8M6 8h8M6 12h8M2.5 4h.01M2.5 8h.01M2.5 12h.01',
  numberedList: 'M7 4h7M7 8h7M7 12h7M2 2.5l1-.5v4M2 9.5c.5-.7 2-.7 2 .3 0 .8-2 1.6-2 2.7h2',
  indent: 'M2 3h12M7 6.5h7M7 10h7M2 13h12M2 6l2.5 2L2 10',
  outdent: 'M2 3h12M7 6.5h7M7 10h7M2 13h12M4.5 6L2 8l2.5 2',
  link: 'M6.5 9.5l3-3M7 4.5l1-1a2.5 2.5 0 013.5 3.5l-1 1M9 11.5l-1 1a2.5 2.5 0 01-3.5-3.5l1-1',
} as const;

/** The numbered list of right-to-left text: the lines on the left, the same digits on the right. */
const numberedListRtl = 'M2 4h7M2 8h7M2 12h7M12 2.5l1-.5v4M12 9.5c.5-.7 2-.7 2 .3 0 .8-2 1.6-2 2.7h2';

/** Pictures that point along the line and are mirrored in right-to-left text; the link reads the same both ways. */
const mirrored = new Set<ToolbarIconName>(['bulletedList', 'indent', 'outdent']);

export type ToolbarIconName = keyof typeof paths;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={mirrored.has(name) ? styles.mirroredInRtl : undefined}
    >
      {name === 'numberedList' ? (
        <>
          <path className={styles.leftToRightOnly} d={paths.numberedList} />
          <path className={styles.rightToLeftOnly} d={numberedListRtl} />
        </>
      ) : (
        <path d={paths[name]} />
      )}
    </svg>
  );
}
