import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pageRoutes } from '../../routing/page-routes';
import { matchRemotePage, type RemotePage } from '../../routing/remote-pages';
import { Button } from '../button/Button';
import { PagePlaceholder } from '../states/States';
import { useSharedI18n } from '../i18n/shared-i18n';
import { useHost } from './host-context';

export type RemotePageComponent = ComponentType<{ params: Record<string, string | undefined> }>;

/** Render the remote's page for the current location, or its placeholder when none matches. */
export function RemotePages({ remote, pages }: { remote: string; pages: readonly RemotePage<RemotePageComponent>[] }) {
  const { pathname } = useLocation();
  const host = useHost();
  const { t } = useSharedI18n();
  const match = matchRemotePage(pages, pathname);
  if (!match) {
    const home = <Button onClick={() => host.navigate(pageRoutes.home.link())}>{t('action.backToHome')}</Button>;
    return <PagePlaceholder remote={remote} title={t('state.comingSoon')} action={home} />;
  }
  const Page = match.page;
  return <Page params={match.params} />;
}
