/**
 * Home, Search (Jorhat → Guwahati, results shown) and Booking (the first result's seat map, as a visitor sees them),
 * in English, then in Assamese (a browser asking for Assamese first, as most of Jatra's travellers' phones do), then
 * for a returning visitor whose browser has the shell's service worker installed.
 */
import { addDaysIso, searchResponseSchema, todayInIndia } from '@jatra/shared';
import { GUWAHATI, JORHAT } from '../../api/test/booking-journey-test-kit';
import { startJatra } from './jatra';
import { openAuditor, type LighthouseEnvironment, type PageFigures } from './lighthouse';

const RUNS_PER_PAGE = 3;
const DAYS_AHEAD = 3;

export interface PagesFigures {
  environment: LighthouseEnvironment;
  runsPerPage: number;
  pages: PageFigures[];
}

export async function benchPages(): Promise<PagesFigures> {
  const jatra = await startJatra();
  try {
    const date = addDaysIso(todayInIndia(), DAYS_AHEAD);
    const route = `source=${JORHAT}&destination=${GUWAHATI}&date=${date}`;
    const answer = await fetch(`${jatra.apiUrl}/api/search?${route}`);
    const [bus] = searchResponseSchema.parse(await answer.json()).result;
    if (!bus) throw new Error(`no bus from Jorhat to Guwahati on ${date}`);
    const english = [
      { name: 'Home', path: '/' },
      { name: 'Search', path: `/search?${route}` },
      // the link a search result opens
      { name: 'Booking', path: `/booking/${encodeURIComponent(bus.id)}?date=${date}` },
    ];
    const assamese = { 'Accept-Language': 'as-IN,as;q=0.9' };
    const pages = [
      ...english.map((page) => ({ ...page, options: {} })),
      ...english.map((page) => ({ ...page, name: `${page.name} in Assamese`, options: { headers: assamese } })),
      // the installed app: the shell's service worker answers the visitor's second visit
      ...english.map((page) => ({
        ...page,
        name: `${page.name}, service worker installed`,
        options: { returning: true },
      })),
    ];
    const auditor = await openAuditor();
    try {
      const figures: PageFigures[] = [];
      for (const page of pages)
        figures.push(await auditor.audit(page.name, `${jatra.shellUrl}${page.path}`, RUNS_PER_PAGE, page.options));
      return { environment: auditor.environment()!, runsPerPage: RUNS_PER_PAGE, pages: figures };
    } finally {
      await auditor.close();
    }
  } finally {
    await jatra.stop();
  }
}
