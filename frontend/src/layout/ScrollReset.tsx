import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page. Not the first render: the
 * page hydrates while the visitor may already be reading further down (scrolling
 * is one of the signs of intent that start hydration), and it must not jump.
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
