import type { Kernel } from '../area';
import type { Access } from '../auth';
import { msg91Sender } from './msg91-sender';
import { accountTemplateIds } from './sms-templates';
import { smsRoutes } from './sms.routes';
import { createSms } from './sms.service';

/** Travellers' SMS: the outbox, its sender (MSG91 or its simulator; none in production without it) and routes. */
export function composeSms(kernel: Kernel, deps: { access: Access }) {
  const { config, db, logger, now } = kernel;
  const gateway = config.sms.gateway;
  const templateIds = accountTemplateIds(config.appUrl, config.sms.templateIds, {
    everyOne: config.sms.production && gateway !== undefined,
  });
  const sender = gateway && msg91Sender({ ...gateway, templateIds });
  const sms = createSms({ db, sender, appUrl: config.appUrl, logger, now });
  return {
    services: { sms },
    routers: { sms: smsRoutes(sms, deps.access, { webhookSecret: config.sms.webhookSecret }) },
  };
}
