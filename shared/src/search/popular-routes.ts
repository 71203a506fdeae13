/** Popular routes on the home page, with their 'Starting from' fares in ₹. */
export const POPULAR_ROUTES = [
  { from: 'Jorhat', to: 'Guwahati', startingFrom: 600 },
  { from: 'Dibrugarh', to: 'Guwahati', startingFrom: 1000 },
  { from: 'Silchar', to: 'Guwahati', startingFrom: 1200 },
  { from: 'Tezpur', to: 'Dibrugarh', startingFrom: 900 },
] as const;
export type PopularRoute = (typeof POPULAR_ROUTES)[number];
