import { failureText } from '@jatra/shared';

/**
 * The line under an error state's title: what the API said for people (or that the connection failed); nothing
 * when that would only repeat the title, which is already the screen's message.
 */
export function failureDetail(error: unknown, title: string): string | undefined {
  const text = failureText(error, title);
  return text === title ? undefined : text;
}
