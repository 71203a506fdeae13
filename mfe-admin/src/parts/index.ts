/** What other features may use of parts: the rest of this folder is its own. */
export * from './Field';
export * from './PageHead';
export * from './QueryFailed';
export * from './QueryForm';
export * from './SearchField';
export * from './Section';
export * from './Stat';
export * from './StatusBadge';
export * from './TableSkeleton';
export * from './display';
