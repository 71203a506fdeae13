/** Only same-site paths: '/x' yes; '//evil', '/\evil', 'https://…' and absent fall back to '/'. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
