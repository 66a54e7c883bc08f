/** The site's time zone: services and events happen in the villages, whatever the visitor's own zone. */
export const TIME_ZONE = 'Europe/Amsterdam';
