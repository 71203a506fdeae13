/** The provider-account area's public entry: other areas import only what is here. */
export { composeProviderAccount } from './compose';
