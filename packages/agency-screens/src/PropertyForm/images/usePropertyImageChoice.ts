import { useCallback, useEffect, useRef, useState } from 'react';
import { checkPropertyImage, type PropertyImageRule } from './checkPropertyImage';
import { propertyImageRefusalMessage } from './propertyImageRefusalMessage';
import { usePropertyImagesMessages } from '../../messages';

/**
 * One image slot's choice: each chosen file is checked, an accepted one handed on, a refused one
 * kept as the message to show (the slot's image stays as it was). When files are chosen faster
 * than they are read, the last choice wins.
 */
export function usePropertyImageChoice(rule: PropertyImageRule, onAccepted: (file: File) => void) {
  const messages = usePropertyImagesMessages();
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef(0);

  // A check that ends after the slot is gone hands nothing on.
  useEffect(() => {
    const choices = latest;
    return () => {
      choices.current += 1;
    };
  }, []);

  const choose = useCallback(
    async (file: File) => {
      const attempt = ++latest.current;
      const check = await checkPropertyImage(file, rule);
      if (attempt !== latest.current) return;
      if (check.ok) {
        setRefusal(null);
        onAccepted(file);
      } else {
        setRefusal(propertyImageRefusalMessage(check.reason, rule, messages));
      }
    },
    [messages, onAccepted, rule],
  );

  const clearRefusal = useCallback(() => {
    latest.current += 1;
    setRefusal(null);
  }, []);

  return { refusal, choose, clearRefusal };
}
