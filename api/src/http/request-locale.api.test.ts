import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';

describe("the API's messages in the request's language", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const errorOf = async (path: string, acceptLanguage?: string) => {
    const response = await fetch(`${api.url}${path}`, {
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    return { status: response.status, ...((await response.json()) as { error: { code: string; message: string } }) };
  };

  it('answers a bad request in English by default, word for word', async () => {
    expect(await errorOf('/api/cities?q=a')).toEqual({
      status: 400,
      error: { code: 'bad_request', message: 'Type at least 2 characters to search cities' },
    });
    expect((await errorOf('/api/search?source=7&destination=7&date=2026-12-01')).error.message).toBe(
      'Invalid source or destination city',
    );
    expect((await errorOf('/api/no-such-route')).error.message).toBe('Not found');
  });

  it('answers in Assamese when the request asks for it, English words a language lacks unchanged', async () => {
    expect(await errorOf('/api/cities?q=a', 'as-IN,as;q=0.9,en;q=0.8')).toEqual({
      status: 400,
      error: { code: 'bad_request', message: 'চহৰ বিচাৰিবলৈ অন্ততঃ 2 টা আখৰ লিখক' },
    });
    expect((await errorOf('/api/search?source=7&destination=7&date=2026-12-01', 'as')).error.message).toBe(
      'যাত্ৰাৰ আৰম্ভণি বা গন্তব্যৰ চহৰটো শুদ্ধ নহয়',
    );
    expect((await errorOf('/api/no-such-route', 'hi-IN')).error.message).toBe('नहीं मिला');
    expect((await errorOf('/api/no-such-route', 'fr-FR,fr')).error.message).toBe('Not found');
  });
});
