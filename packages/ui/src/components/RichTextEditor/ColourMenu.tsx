import { Button as RACButton } from 'react-aria-components';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import * as styles from './RichTextEditor.css';
import type { RichTextColour } from './richTextTypes';

export interface ColourMenuProps {
  label: string;
  noColourLabel: string;
  colours: RichTextColour[];
  /** How the button's 'A' is drawn: coloured for text, highlighted for the background. */
  glyphStyle: React.CSSProperties;
  isDisabled?: boolean;
  /** A colour's CSS value, or null for the default colour. */
  onPick: (value: string | null) => void;
}

/** A named palette in a menu: arrow keys, typeahead on the names, Enter to apply. */
export function ColourMenu({ label, noColourLabel, colours, glyphStyle, isDisabled, onPick }: ColourMenuProps) {
  return (
    <MenuTrigger>
      <RACButton aria-label={label} className={styles.toolButton} isDisabled={isDisabled}>
        <span aria-hidden="true" style={glyphStyle}>
          A
        </span>
      </RACButton>
      <Menu placement="bottom start" aria-label={label} onAction={(key) => onPick(key === 'none' ? null : (colours.find((colour) => colour.id === key)?.value ?? null))}>
        <MenuItem id="none" textValue={noColourLabel}>
          {noColourLabel}
        </MenuItem>
        {colours.map((colour) => (
          <MenuItem key={colour.id} id={colour.id} textValue={colour.label} icon={<span className={styles.swatch} style={{ background: colour.value }} />}>
            {colour.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
