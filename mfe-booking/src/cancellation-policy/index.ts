/** What other features may use of cancellation-policy: the rest of this folder is its own. */
export * from './CancellationPolicy';
