// What "looks like an email address" means in the web's forms (spec §5: login, password reset, contact): something,
// an @, something with a dot. The server checks addresses properly; this only catches slips before a round trip.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
