import type { AdminMessageId } from '../i18n';

export const yesNo = (value: boolean): AdminMessageId => (value ? 'operators.yes' : 'operators.no');

/** 'Assam State Transport' → 'AS': what stands in for a logo the provider did not send. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
    .join('')
    .toUpperCase();
}
