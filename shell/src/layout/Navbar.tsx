import { Bus, LayoutDashboard, LogOut, Search, ShieldCheck, Ticket, UserRound } from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { COMPANY } from '@jatra/shared';
import { useAuthStore } from '../auth';
import { useShellI18n } from '../i18n';
import { NavbarLanguageSwitcher } from '../locale';
import './layout.css';

export const dashboardFor = (role: string | undefined) =>
  role === 'admin' ? '/admin' : role === 'vendor' ? '/vendor' : '/profile';

export function Navbar() {
  const user = useAuthStore((state) => state.user);
  const signOut = useAuthStore((state) => state.signOut);
  const navigate = useNavigate();
  const { t } = useShellI18n();
  const logout = async () => {
    await signOut();
    navigate('/');
  };
  return (
    <header className="navbar">
      <nav className="jt-container navbar__inner" aria-label={t('nav.main')}>
        <Link to="/" className="navbar__brand" aria-label={t('nav.home', { brand: COMPANY.brand })}>
          <span className="navbar__logo" aria-hidden="true">
            <Bus size={20} />
          </span>
          {COMPANY.brand}
        </Link>
        <div className="navbar__links">
          <NavbarLanguageSwitcher />
          <NavLink to="/search" className="navbar__link">
            <Search size={18} aria-hidden="true" />
            <span className="navbar__label jt-visually-hidden-narrow">{t('nav.search')}</span>
          </NavLink>
          {user ? (
            <>
              {user.role !== 'admin' && (
                <NavLink to="/bookings" className="navbar__link">
                  <Ticket size={18} aria-hidden="true" />
                  <span className="navbar__label jt-visually-hidden-narrow">{t('nav.myBookings')}</span>
                </NavLink>
              )}
              <NavLink to={dashboardFor(user.role)} className="navbar__link navbar__link--account">
                {user.role === 'admin' ? (
                  <>
                    {/* the admin area, not a profile: named for where it leads (on a phone, by its icon and its name read out) */}
                    <ShieldCheck size={18} aria-hidden="true" />
                    <span className="navbar__label navbar__label--name jt-visually-hidden-narrow">
                      {t('nav.admin')}
                    </span>
                  </>
                ) : (
                  <>
                    {user.role === 'vendor' ? (
                      <LayoutDashboard size={18} aria-hidden="true" />
                    ) : (
                      <UserRound size={18} aria-hidden="true" />
                    )}
                    {/* on a phone the icon stands for the name, which is still the link's name when read out */}
                    <span
                      className="navbar__label navbar__label--name jt-visually-hidden-narrow"
                      title={user.fullName || undefined}
                    >
                      {user.fullName || t('nav.dashboard')}
                    </span>
                  </>
                )}
              </NavLink>
              <button type="button" className="navbar__link navbar__button" onClick={() => void logout()}>
                <LogOut size={18} aria-hidden="true" />
                <span className="navbar__label jt-visually-hidden-narrow">{t('nav.logout')}</span>
              </button>
            </>
          ) : (
            <NavLink to="/auth" className="navbar__link navbar__link--cta">
              {t('nav.login')}
            </NavLink>
          )}
        </div>
      </nav>
    </header>
  );
}
