/**
 * For a server (the first views, the shell's frame, the API's e-mails): the catalogues arrive as written, and are
 * compiled with Lingui's compiler, each once as it loads. A browser build has them compiled already.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileCataloguesWith } from './catalogues';

export const compileCataloguesAtRuntime = (): void => compileCataloguesWith(compileMessage);
