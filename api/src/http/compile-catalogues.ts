/**
 * The catalogues' compiler, registered as the API's modules load: before any message is said, also where a test
 * says one without starting the API (a translator made uncompiled would stay so).
 */
import { compileCataloguesAtRuntime } from '@jatra/shared/i18n-server';

compileCataloguesAtRuntime();
