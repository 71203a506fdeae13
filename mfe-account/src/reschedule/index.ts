export { ChangeDateLink, RescheduleNotice, canChangeDate } from './RescheduleNotice';
export { ReschedulePage } from './ReschedulePage';
