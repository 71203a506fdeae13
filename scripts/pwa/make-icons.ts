/**
 * `npm run icons`: the installed app's icons (docs/offline-ticket.md), drawn from the favicon so that the two never
 * differ. Chromium paints the SVG at each size (its headless `--screenshot`, no package needed); the PNGs are
 * committed, so neither a build nor `npm start` needs a browser. The maskable icon puts the favicon's mark inside
 * the safe zone (the middle 80 %) on the theme colour, as a launcher may cut it to any shape.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../shell/public');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const favicon = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const themeColour = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? '#0d5c7a';

/** The icon as a page of exactly `size` pixels: the favicon filling it, or inset on the theme colour. */
function page(size: number, maskable: boolean): string {
  // the favicon's own rounded square is the mark's ground; a maskable icon's ground is the whole square
  const inset = maskable ? Math.round(size * 0.1) : 0;
  const mark = size - 2 * inset;
  const svg = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${
    maskable ? themeColour : 'transparent'
  }"><img src="${svg}" width="${mark}" height="${mark}" style="display:block;margin:${inset}px"></body></html>`;
}

function draw(name: string, size: number, maskable: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-icon-'));
  try {
    const html = path.join(dir, 'icon.html');
    fs.writeFileSync(html, page(size, maskable));
    const out = path.join(PUBLIC_DIR, name);
    execFileSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--default-background-color=00000000',
        `--window-size=${size},${size}`,
        `--screenshot=${out}`,
        `file://${html}`,
      ],
      { stdio: 'ignore' },
    );
    process.stdout.write(`${name}: ${fs.statSync(out).size} bytes\n`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

draw('icon-192.png', 192, false);
draw('icon-512.png', 512, false);
draw('maskable-512.png', 512, true);
