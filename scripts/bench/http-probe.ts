/** Whether `url` answers 2xx within 2 s: how the bench tells a Jatra it started (or one already running) is up. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
