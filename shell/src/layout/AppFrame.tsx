import type { ReactNode } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { useShellI18n } from '../i18n';
import { TravellerPaymentNotices } from '../payment-news';
import { SupportChatMount } from '../support-chat';
import { useLoadedToasts, useToastRegionMounted } from '../toast';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

const MOBILE_BOTTOM_OFFSET = 'calc(var(--space-4) + env(safe-area-inset-bottom, 0px) + var(--bottom-bar-height, 0px))';

/** Every page's frame: the navbar, the toasts, the page, the footer. The server draws it around a first view too. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <Navbar />
      <TravellerPaymentNotices />
      {/*
       * At the bottom: every page's heading is at the top, and a notice there covered it (and the sign-in card's
       * title). On a phone it rises above a bar the page fixes to the bottom of the screen (--bottom-bar-height).
       */}
      <ToastRegion />
      <div className="app__main">{children}</div>
      <Footer />
      <SupportChatMount />
    </div>
  );
}

/** The toasts' region, mounted once the first toast has loaded the library (toast/toasts-loader.ts). */
function ToastRegion() {
  const Toaster = useLoadedToasts()?.Toaster;
  return Toaster ? <Toasts Toaster={Toaster} /> : null;
}

function Toasts({ Toaster }: { Toaster: typeof SonnerToaster }) {
  const { t } = useShellI18n();
  useToastRegionMounted();
  return (
    <Toaster
      position="bottom-center"
      offset={{ bottom: 24 }}
      mobileOffset={{ bottom: MOBILE_BOTTOM_OFFSET }}
      visibleToasts={20}
      closeButton
      customAriaLabel={t('toasts.label')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
