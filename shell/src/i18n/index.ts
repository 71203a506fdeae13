/** What other features may use of the shell's words. */
export { shellI18n, useShellI18n, type ShellMessageId } from './shell-i18n';
export { withOwnWords } from './with-own-words';
