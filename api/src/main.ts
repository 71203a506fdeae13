import { openApi } from './composition';
import { DEV_ADMIN_EMAIL, loadConfig } from './config';
import { createAppServer } from './http/app-server';
import { createLogger } from './logger';

const config = loadConfig();
const logger = createLogger(config.logLevel, !config.production && process.stdout.isTTY);

// A promise nobody handled is a bug like a throw nobody caught: treat it as one, as nodebestpractices advises
process.on('unhandledRejection', (reason) => {
  throw reason;
});
// After an uncaught error the process's state is unknown: say why and go, for whatever runs it to start a clean one
process.on('uncaughtException', (error, origin) => {
  logger.fatal({ err: error, origin }, 'uncaught error; exiting');
  process.exit(1);
});

const { app, services } = await openApi({ config, logger });
const { database, reconciler } = services;
const stopReconciler =
  config.payments.reconcileIntervalMs > 0
    ? reconciler.start(config.payments.reconcileIntervalMs)
    : async () => undefined;
const stopOverviewFigures = services.admin.figures.start();
const { server, serve } = createAppServer();
serve(app);
server.listen(config.port, config.host, () => {
  logger.info(`API listening on ${config.publicUrl}`);
  if (!config.production && config.auth.adminEmail === DEV_ADMIN_EMAIL) {
    logger.info(`development admin sign-in: ${config.auth.adminEmail} / ${config.auth.adminPassword}`);
  }
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping API');
  server.close();
  await Promise.all([stopReconciler(), stopOverviewFigures()]);
  server.closeAllConnections();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// started by the launcher (npm start): go when it goes
process.on('disconnect', () => void stop('launcher gone'));
