/** The product's words, defined once. Texts quoted by the spec are kept exactly as written. */
export const MESSAGES = {
  invalidRequest: 'The request is not valid',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  invalidCity: 'Invalid source or destination city',
  citySearchTooShort: 'Type at least 2 characters to search cities',
  invalidResponseFormat: 'Invalid response format',
  networkError: 'Network Error',
  providerUnavailable: 'The bus provider cannot be reached right now. Please try again.',
  remoteFailed: 'This part of Jatra could not be loaded.',
} as const;
