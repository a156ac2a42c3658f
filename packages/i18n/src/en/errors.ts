import { fieldErrors } from './field-errors.ts';

/**
 * What the server can answer when a call fails, by stable code (`{ code, params, message }` on the
 * wire). The server builds its English `message` from these texts, so they are the exact texts of
 * §7/§8 and the rules; `{name}` placeholders are filled from the error's params.
 */
export const errors = {
  ...fieldErrors,
  'server.internal': 'Something went wrong. Please try again.',
  'server.internal_reference': 'Something went wrong. Please try again. (Reference: {reference})',
  'request.not_found': 'Not found',
  'request.too_large': 'Request body is too large',
  'request.cross_site': 'Cross-site requests are not allowed',
  'auth.batched_sign_in': 'Sign-in calls cannot be batched',
  'request.invalid_json': 'Request body must be valid JSON',
  'request.not_multipart': 'Request body must be multipart/form-data',
  'request.failed': '{reason}',
  'validation.invalid': '{reason}',
  'validation.field': '{field}: {reason}',

  'auth.not_authenticated': 'User not authenticated',
  'auth.not_signed_in': 'Not authenticated',
  'auth.forbidden': 'You need admin privileges to access this page.',
  'auth.username_taken': 'Username already exists',
  'auth.invalid_credentials': 'Invalid username or password',
  'auth.wrong_current_password': 'Current password is incorrect',
  'auth.common_password': 'This password is too common. Please choose one that is harder to guess.',
  'auth.throttled_second': 'Too many failed login attempts. Please try again in 1 second.',
  'auth.throttled_seconds': 'Too many failed login attempts. Please try again in {seconds} seconds.',
  'auth.throttled_minute': 'Too many failed login attempts. Please try again in 1 minute.',
  'auth.throttled_minutes': 'Too many failed login attempts. Please try again in {minutes} minutes.',

  'booking.past_date': 'Please choose today or a later date',
  'booking.not_bookable': '{venue} does not take bookings',
  'booking.no_such_time': '{venue} has no booking at {time} on {date}. Available times: {alternatives}',
  'booking.no_times': '{venue} has no available times on {date}',
  'booking.one_spot_left': 'Only 1 spot is left at {venue} on {date} at {time}',
  'booking.spots_left': 'Only {spots} spots are left at {venue} on {date} at {time}',
  'booking.fully_booked':
    '{venue} is fully booked on {date} at {time}. Still available that day: {alternatives}',
  'booking.fully_booked_day': '{venue} is fully booked on {date} at {time}. No other times are left that day',
  'booking.party_too_large': '{venue} takes parties of at most {limit}',
  'booking.already_booked': 'You already have a booking at {venue} on {date} at {time}',
  'booking.day_limit': 'You can hold at most {limit} bookings on one day',
  'booking.not_found': 'Booking not found',
  'booking.already_cancelled': 'This booking is already cancelled',
  'schedule.slot_exists': 'A slot already exists for this service at that date and time',

  'restaurant.not_found': 'Restaurant not found',
  'restaurant.name_taken': 'A restaurant with this name already exists',
  'spa.not_found': 'Spa service not found',
  'spa.name_taken': 'A spa service with this name already exists',
  'activity.not_found': 'Activity not found',

  'excursion.not_found': 'Shore excursion not found',
  'excursion.fully_booked': 'Sorry, this excursion is fully booked.',
  'excursion.one_spot_left': 'Only 1 spot left',
  'excursion.spots_left': 'Only {spots} spots left',

  'deck.not_found': 'Deck not found',
  'deck.number_taken': 'Deck {deckNumber} already exists',
  'deck.has_venues': 'Remove the venues on this deck first',
  'venue.not_found': 'Venue not found',
  'port.not_found': 'Port not found',
  'promotion.not_found': 'Promotion not found',
  'department.not_found': 'Department not found',
  'department.name_taken': 'A department with this name already exists',
  'notification.not_found': 'Notification not found',
  'notification.only_failed_retry': 'Only failed notifications can be retried',
  'request.staff_not_found': 'Request not found',

  'chat.too_fast': 'You are sending messages too quickly. Please wait a moment and try again.',
  'voice.unavailable': 'Voice transcription is not available right now. Please type your message.',
  'voice.missing': 'Please attach a recording',
  'voice.too_large': 'Recordings can be at most 10 MB',
  'voice.wrong_type': 'Recordings must be webm/opus audio',
  'learning.message_not_found': 'Message not found',
  'learning.not_found': 'AI learning not found',

  'image.too_many': 'You can upload a maximum of 5 images',
  'image.too_large': 'Each image must be 10MB or smaller',
  'image.wrong_type': 'Only PNG, JPEG or WebP images are allowed',

  'import.busy': 'The server is reading other files right now. Please try again in a moment',
  'import.unreadable': 'The file could not be read. Please check it is a valid Excel or CSV file',
  'import.unreadable_reason': '{reason}',
  'import.took_too_long': 'The file took too long to read',
  'import.too_complex': 'The file is too large or complex to read',
  'import.too_large': 'File size must be less than 10MB',
  'import.invalid_spreadsheet': 'Please select a valid Excel file (.xlsx or .xls)',
  'import.too_many_rows': 'The file has more than {max} rows. Please split it into smaller files',
  'import.no_rows': 'The file has no rows to import',
  'import.none_valid': 'None of the rows could be imported',
  'import.one_row_rejected':
    '1 row could not be imported, so nothing was imported. Fix it, or choose to import only the valid rows',
  'import.rows_rejected':
    '{count} rows could not be imported, so nothing was imported. Fix them, or choose to import only the valid rows',
  'import.cell_too_long': 'Must be at most {max} characters',
  'import.row_problem': 'Row {row}: {reason}',
  'import.more_rows': '…and {count} more rows',
  'import.row_duplicate': 'Same topic and question as row {earlier}',
} as const;
