import type { GeoPoint, Geocoder } from '@marketplace/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The address at the chosen point, when the geocoder can say: each lookup cancels the one before,
 * so a marker dragged twice never shows the first position's address. A failure leaves the address
 * unknown rather than showing an error: the address is optional and the point is what is kept.
 */
export function useReverseLookup(geocoder: Geocoder, initialAddress: string | null = null) {
  const [address, setAddress] = useState<string | null>(initialAddress);
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const lookUp = useCallback(
    (point: GeoPoint) => {
      cancel();
      setAddress(null);
      if (!geocoder.reverse) return;
      const controller = new AbortController();
      running.current = controller;
      geocoder.reverse(point, { signal: controller.signal }).then(
        (found) => {
          if (!controller.signal.aborted) setAddress(found);
        },
        () => undefined,
      );
    },
    [geocoder, cancel],
  );

  /** An address known without asking (a picked suggestion's), replacing any lookup under way. */
  const setKnown = useCallback(
    (known: string | null) => {
      cancel();
      setAddress(known);
    },
    [cancel],
  );

  return { address, lookUp, setKnown };
}
