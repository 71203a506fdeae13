/**
 * A frontend's origin serves every published release of it under `/releases/<version>/`, as a CDN serves an
 * object store: the files cached for a year (a version never changes), and the release's own first-view module
 * at `/releases/<version>/assets/first-view`, so a page drawn on the server matches the code that runs after.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { FIRST_VIEW_FILE } from '@jatra/shared/first-view';
import { REMOTE_ENTRY_FILE, type FrontendPart } from '@jatra/shared';
import { PUBLIC_FOLDER, releaseDir, SERVER_MODULE } from '../../scripts/release/release-store';
import { firstViewEndpoint } from './first-view-endpoint';
import { staticSite } from './static-server';

const RELEASE_PATH = /^\/releases\/([^/]+)(\/.*)$/;
/** where a remote's first views are asked for, beside its entry in `assets/` */
const FIRST_VIEW_PATH = new URL(FIRST_VIEW_FILE, `http://release.invalid/assets/${REMOTE_ENTRY_FILE}`).pathname;

export function releaseFiles(
  store: string,
  part: FrontendPart,
  apiBaseUrl: string,
): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const sites = new Map<string, http.RequestListener>();
  const siteOf = (version: string, dir: string) => {
    let site = sites.get(version);
    if (!site) {
      site = staticSite({
        root: path.join(dir, PUBLIC_FOLDER),
        immutable: true,
        endpoints: {
          [FIRST_VIEW_PATH]: firstViewEndpoint({ moduleFile: path.join(dir, SERVER_MODULE), apiBaseUrl }),
        },
      });
      sites.set(version, site);
    }
    return site;
  };
  /** Answers a request under `/releases/`; false for any other, left to the frontend's own site. */
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = RELEASE_PATH.exec(url.pathname);
    if (!match) return false;
    const [, version, rest] = match;
    const dir = releaseDir(store, part, version!);
    if (!dir || !fs.existsSync(dir)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      res.end('No such release');
      return true;
    }
    req.url = `${rest}${url.search}`;
    siteOf(version!, dir)(req, res);
    return true;
  };
}
