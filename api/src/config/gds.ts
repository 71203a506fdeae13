/** The simulated provider's key on the embedded defaults (never in production, where GDS_API_KEY must be set). */
export const DEV_GDS_API_KEY = 'dev-gds-key';
