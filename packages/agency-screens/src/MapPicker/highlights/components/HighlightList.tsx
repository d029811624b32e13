import { formatCoordinate } from '@marketplace/domain';
import { Badge, Button, Text } from '@marketplace/ui';
import { useId } from 'react';
import { useLocationHighlightsMessages } from '../../../messages/useLocationHighlightsMessages';
import type { HighlightListItem } from '../highlightItems';
import * as styles from '../ManageLocationsDialog.css';

export interface HighlightListProps {
  items: readonly HighlightListItem[];
  /** The id of the highlight loaded into the form, or null. */
  editingId: number | null;
  /** Loads a highlight into the form (Add becomes Update). */
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
}

/**
 * The highlights with their marker colours: the project's are read-only (they belong to the project),
 * the property's own (saved or new) can be edited and removed.
 */
export function HighlightList({ items, editingId, onEdit, onRemove }: HighlightListProps) {
  const messages = useLocationHighlightsMessages();
  const headingId = useId();
  const originLabel = { project: messages.fromProject, existing: messages.existing, new: messages.newItem };
  return (
    <section aria-labelledby={headingId} className={styles.form}>
      <h3 id={headingId} className={styles.heading}>
        {messages.listLabel}
      </h3>
      {items.length === 0 ? (
        <Text tone="muted">{messages.empty}</Text>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={item.id !== null && item.id === editingId ? `${styles.item} ${styles.editing}` : styles.item}>
              <span className={styles.swatch} style={{ background: item.colour }} aria-hidden="true" />
              <div className={styles.itemText}>
                <Text weight="semibold">
                  <bdi>{item.label}</bdi>
                </Text>
                <Text size="small" tone="muted">
                  {[item.typeName, item.point ? `${formatCoordinate(item.point.latitude)}, ${formatCoordinate(item.point.longitude)}` : null].filter(Boolean).join(' · ')}
                </Text>
                <span>
                  <Badge tone={item.origin === 'project' ? 'info' : item.origin === 'existing' ? 'warning' : 'neutral'}>{originLabel[item.origin]}</Badge>
                </span>
              </div>
              {item.origin === 'project' || item.id === null ? null : (
                <div className={styles.itemActions}>
                  <Button size="small" variant="secondary" aria-label={messages.editItem(item.label)} onPress={() => onEdit(item.id!)}>
                    {messages.edit}
                  </Button>
                  <Button size="small" variant="ghost" aria-label={messages.removeItem(item.label)} onPress={() => onRemove(item.id!)}>
                    {messages.remove}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
