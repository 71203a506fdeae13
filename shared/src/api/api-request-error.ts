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

/** The API refused the request as asked (4xx): its message is meant for people, and asking again is refused again. */
export const isClientError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** The one retry rule of a query that can be refused: a server or network failure is asked once more, a refusal never. */
export const retryUnlessRefused = (failures: number, error: Error) => !isClientError(error) && failures < 1;
