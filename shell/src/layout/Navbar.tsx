import { Bus, LayoutDashboard, LogOut, Search, ShieldCheck, Ticket, UserRound } from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuthStore } from '../auth';
import './layout.css';

export const dashboardFor = (role: string | undefined) =>
  role === 'admin' ? '/admin' : role === 'vendor' ? '/vendor' : '/profile';

export function Navbar() {
  const user = useAuthStore((state) => state.user);
  const signOut = useAuthStore((state) => state.signOut);
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    navigate('/');
  };
  return (
    <header className="navbar">
      <nav className="jt-container navbar__inner" aria-label="Main">
        <Link to="/" className="navbar__brand" aria-label="Jatra home">
          <span className="navbar__logo" aria-hidden="true">
            <Bus size={20} />
          </span>
          Jatra
        </Link>
        <div className="navbar__links">
          <NavLink to="/search" className="navbar__link">
            <Search size={18} aria-hidden="true" />
            <span className="navbar__label jt-visually-hidden-narrow">Search</span>
          </NavLink>
          {user ? (
            <>
              {user.role !== 'admin' && (
                <NavLink to="/bookings" className="navbar__link">
                  <Ticket size={18} aria-hidden="true" />
                  <span className="navbar__label jt-visually-hidden-narrow">My Bookings</span>
                </NavLink>
              )}
              <NavLink to={dashboardFor(user.role)} className="navbar__link navbar__link--account">
                {user.role === 'admin' ? (
                  <>
                    {/* the admin area, not a profile: named for where it leads */}
                    <ShieldCheck size={18} aria-hidden="true" />
                    <span className="navbar__label navbar__label--name">Admin</span>
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
                      {user.fullName || 'Dashboard'}
                    </span>
                  </>
                )}
              </NavLink>
              <button type="button" className="navbar__link navbar__button" onClick={() => void logout()}>
                <LogOut size={18} aria-hidden="true" />
                <span className="navbar__label jt-visually-hidden-narrow">Logout</span>
              </button>
            </>
          ) : (
            <NavLink to="/auth" className="navbar__link navbar__link--cta">
              Login
            </NavLink>
          )}
        </div>
      </nav>
    </header>
  );
}
