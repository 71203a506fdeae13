/**
 * Under a first view the page is painted from its HTML and styles alone; its scripts wait in a template until
 * that first paint, so on a slow connection the styles have the bandwidth to themselves and the page shows
 * sooner. One small inline module moves them into the document after the paint; the Content-Security-Policy
 * allows that module alone, by its hash (the shell's server computes it from `SCRIPTS_AFTER_PAINT_LOADER`).
 */

const TEMPLATE_ID = 'jatra-scripts';
// Adding a modulepreload costs a slow phone a few milliseconds: the 30 or so of a page go in a few at a time, one
// task each, the entry script first, so that no single task blocks a tap for long
const ELEMENTS_PER_TASK = 6;
// a frame's callback runs just before its paint: the next frame's callback comes once the first view is on screen
export const SCRIPTS_AFTER_PAINT_LOADER = `requestAnimationFrame(()=>requestAnimationFrame(()=>{const h=[...document.getElementById('${TEMPLATE_ID}').content.children];const a=()=>{document.head.append(...h.splice(0,${ELEMENTS_PER_TASK}));if(h.length)setTimeout(a)};setTimeout(a)}))`;

const SCRIPT_ELEMENT = /[ \t]*<script type="module"[^>]*src=[^>]*><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/** The page with its module scripts and their preloads held until after the first paint. */
export function scriptsAfterPaint(page: string): string {
  const held = [...(page.match(SCRIPT_ELEMENT) ?? []), ...(page.match(MODULE_PRELOAD) ?? [])].map((tag) => tag.trim());
  const rest = page.replace(SCRIPT_ELEMENT, '').replace(MODULE_PRELOAD, '');
  const tail = `<template id="${TEMPLATE_ID}">${held.join('')}</template><script type="module">${SCRIPTS_AFTER_PAINT_LOADER}</script>`;
  return rest.replace('</body>', () => `${tail}\n</body>`);
}
