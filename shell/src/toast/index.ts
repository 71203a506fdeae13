/** What other features may use of toast: the rest of this folder is its own. */
export * from './host-toast';
export { useLoadedToasts, useToastRegionMounted } from './toasts-loader';
