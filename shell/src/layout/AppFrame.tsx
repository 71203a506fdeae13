import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useShellI18n } from '../i18n';
import { PaymentNotices } from '../payment-news';
import { SupportChatMount } from '../support-chat';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

const MOBILE_BOTTOM_OFFSET = 'calc(var(--space-4) + env(safe-area-inset-bottom, 0px) + var(--bottom-bar-height, 0px))';

/** Every page's frame: the navbar, the toasts, the page, the footer. The server draws it around a first view too. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { t } = useShellI18n();
  return (
    <div className="app">
      <Navbar />
      <PaymentNotices />
      {/*
       * At the bottom: every page's heading is at the top, and a notice there covered it (and the sign-in card's
       * title). On a phone it rises above a bar the page fixes to the bottom of the screen (--bottom-bar-height).
       */}
      <Toaster
        position="bottom-center"
        offset={{ bottom: 24 }}
        mobileOffset={{ bottom: MOBILE_BOTTOM_OFFSET }}
        visibleToasts={20}
        closeButton
        customAriaLabel={t('toasts.label')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
      <div className="app__main">{children}</div>
      <Footer />
      <SupportChatMount />
    </div>
  );
}
