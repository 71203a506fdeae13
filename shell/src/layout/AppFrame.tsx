import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SupportChatMount } from '../support-chat';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Every page's frame: the navbar, the toasts, the page, the footer. The server draws it around a first view too. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <Navbar />
      {/* below the sticky navbar (60 px), so a notice never hides the way home, the name or Logout */}
      <Toaster position="top-center" offset={{ top: 72 }} mobileOffset={{ top: 68 }} visibleToasts={20} closeButton />
      <div className="app__main">{children}</div>
      <Footer />
      <SupportChatMount />
    </div>
  );
}
