/**
 * The values the booking rules share with the database's own rules (api/src/db/sql/, where a file
 * names one as `{{NAME}}` and db/sql.ts fills it in): change one here and the .sql files that use it
 * take it when a migration applies them again.
 */

/** An appointment slot's length: slots are wall-clock times this many minutes apart, each as long. */
export const SLOT_MINUTES = 30;

/**
 * Advisory lock class of a day's bucket (workshop_day_bucket): a booking takes its day's lock
 * shared, blocking a period takes the lock of every day it touches exclusive, so the two serialise.
 */
export const DAY_LOCK = 7301;

/** Advisory lock class of a slot (workshop_slot_key): a booking holds it while it counts the slot's bays. */
export const SLOT_LOCK = 7302;
