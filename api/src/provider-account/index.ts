/** The provider-account area's public entry: other areas import only what is here. */
export { providerAccountRoutes } from './provider-account.routes';
export { createProviderAccountService } from './provider-account.service';
