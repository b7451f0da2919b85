/** The longest search text the API's list filters accept (orders, inbox); the console's search boxes stop there too. */
export const MAX_SEARCH_LENGTH = 200;
