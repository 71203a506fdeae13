/** The deploy tools' token on the embedded defaults (never in production, where DEPLOY_TOKEN must be set to deploy). */
export const DEV_DEPLOY_TOKEN = 'dev-deploy-token-not-for-production';
