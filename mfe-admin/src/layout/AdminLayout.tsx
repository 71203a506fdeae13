import { pageRoutes } from '@jatra/shared';
import { LogoutButton, useMediaQuery } from '@jatra/shared/ui';
import { Menu, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAdminI18n } from '../i18n';
import { ADMIN_SECTIONS, SIDE_MENU_QUERY } from './admin-sections';
import './admin.css';

/**
 * The admin area inside the shell's navbar and footer: the sections' menu (a side column on wide screens,
 * folded behind a Menu button on phones and tablets) and the section's page in the main region.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useAdminI18n();
  const { pathname } = useLocation();
  const wide = useMediaQuery(SIDE_MENU_QUERY);
  // the menu is open for the page it was opened on: any navigation (a link, Back) folds it again
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = wide || openOn === pathname;
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (wide || event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    toggle.current?.focus();
  };

  return (
    <div className="jt-container admin-shell" data-remote="admin">
      <div className="admin-shell__side" onKeyDown={closeOnEscape}>
        {!wide && (
          <button
            ref={toggle}
            type="button"
            className="admin-menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
            {t('menu.toggle')}
          </button>
        )}
        <nav id={menuId} className="admin-menu" aria-label={t('menu.label')} hidden={!open}>
          <ul className="admin-menu__list">
            {ADMIN_SECTIONS.map(({ path, label, icon: Icon }) => (
              <li key={path}>
                <NavLink
                  to={path}
                  end={path === pageRoutes.adminOverview.path}
                  className="admin-menu__item"
                  onClick={() => setOpenOn(null)}
                >
                  <Icon size={18} aria-hidden="true" />
                  <span>{t(label)}</span>
                </NavLink>
              </li>
            ))}
            <li className="admin-menu__logout">
              <LogoutButton className="admin-menu__item" then={pageRoutes.adminLogin.link()} />
            </li>
          </ul>
        </nav>
      </div>
      <main className="admin-shell__content">{children}</main>
    </div>
  );
}
