import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top. Back and Forward (POP) are left to the browser, which puts the reader back where
 * they were; a change of the query alone (search filters, a profile tab) stays on the same page, so it keeps
 * its place. The shell uses a BrowserRouter, so react-router's ScrollRestoration (data routers only) is not there.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  // before paint: the new page is never drawn at the old page's offset
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
