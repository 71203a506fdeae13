import { HOST_API_VERSION, type ContractSide } from '@jatra/shared';
import { version as tanstackReactQuery } from '@tanstack/react-query/package.json';
import { version as react } from 'react/package.json';
import { version as reactDom } from 'react-dom/package.json';
import { version as reactRouterDom } from 'react-router-dom/package.json';
import { version as zustand } from 'zustand/package.json';

/**
 * What this shell provides to the remotes it mounts: its `HostApi` and the exact singletons it ships. Read from
 * the packages it is built with (the bundler keeps only each `version`), so the build itself records them.
 */
export const SHELL_CONTRACT: ContractSide = {
  hostApi: HOST_API_VERSION,
  singletons: {
    react,
    'react-dom': reactDom,
    'react-router-dom': reactRouterDom,
    zustand,
    '@tanstack/react-query': tanstackReactQuery,
  },
};
