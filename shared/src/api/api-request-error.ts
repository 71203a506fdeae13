// Apart from api-client.ts, whose answer checks need zod: a page that only explains a failure needs none.
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}
