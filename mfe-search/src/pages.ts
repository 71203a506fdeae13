/**
 * The search remote's pages: the path each draws and its module. App.tsx loads each lazily; the build
 * lists each one's files (vite.config.ts) so the shell's server can have the browser fetch them early.
 */
export const SEARCH_PAGES = {
  home: { path: '/', module: './src/home/HomePage.tsx' },
  results: { path: '/search', module: './src/search-results/SearchPage.tsx' },
} as const;
