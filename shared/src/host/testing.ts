/** `@jatra/shared/testing`: the shell and the API as a remote's tests meet them (tests only, never shipped). */
export { fakeHostApi, type FakeHostApi } from './fake-host-api';
export { apiError, fakeApi, respond, type Handler } from './fake-api';
export { onPhone } from './fake-screen';
export { sampleBookingRecord } from './sample-booking';
export { renderInHost, routeOrWhere, Where } from '../ui/host/render-in-host';
export { describeHostContract } from '../ui/host/host-contract';
export { SEATER_COACH, SEATER_SLEEPER_COACH, SLEEPER_COACH, withSeatsSold } from '../ui/seat-map/coach-layouts';
