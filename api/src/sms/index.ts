/** The SMS area's public entry: other areas import only what is here. */
export { composeSms } from './compose';
export { smsRegistrations } from './sms-templates';
export { smsOutbox } from './sms.schema';
