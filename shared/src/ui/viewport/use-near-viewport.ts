import { useEffect, useState, type RefObject } from 'react';

/** How far below the fold an element counts as near, by default: a flick of the thumb on a phone. */
const NEAR = '200px';

/**
 * True from the moment the element comes near the viewport (at once where the browser cannot tell): what lies
 * below the fold fetches its data, and the code to read it, only when the visitor scrolls towards it.
 */
export function useNearViewport(element: RefObject<Element | null>, margin: string = NEAR): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}
