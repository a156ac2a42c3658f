import type {
  BookingRow,
  NotificationLine,
  NotificationPayload,
  RoomServiceOrderRow,
  ServiceRequestRow,
  ShoreExcursionBookingRow,
  UserRow,
} from '@marsa/db';
import type { DepartmentCategory, NotificationEvent, ServiceType } from '@marsa/db/constants';
import { ARABIC_NAMES } from '../../../concierge/offline/names.ts';

/** An event the crew is told about, with the rows it concerns (read inside its transaction). */
export type NotificationInput =
  | { event: 'booking_created' | 'booking_cancelled'; userId: number; booking: BookingRow }
  | {
      event: 'excursion_booked' | 'excursion_cancelled';
      userId: number;
      booking: ShoreExcursionBookingRow;
      title: string;
      /** When it leaves (read by the excursions family in the event's transaction). */
      departure: Departure | undefined;
    }
  | { event: 'room_service_ordered'; userId: number; order: RoomServiceOrderRow }
  | { event: 'hand_off'; userId: number; request: ServiceRequestRow };

export type Guest = Pick<UserRow, 'fullName' | 'roomNumber' | 'deck'>;
/** When an excursion leaves: its port's arrival date (when it has a port) and departure time. */
export type Departure = { date: string | null; time: string };

export type DescribedEvent = {
  event: NotificationEvent;
  category: DepartmentCategory;
  ref: string;
  subject: string;
  payload: NotificationPayload;
};

const KIND: Record<ServiceType, { en: string; ar: string; category: DepartmentCategory }> = {
  restaurant: { en: 'restaurant booking', ar: 'حجز مطعم', category: 'restaurant' },
  spa: { en: 'spa appointment', ar: 'موعد سبا', category: 'spa' },
  activity: { en: 'activity booking', ar: 'حجز نشاط', category: 'activity' },
};

export const CATEGORY_LABELS: Record<DepartmentCategory, { en: string; ar: string }> = {
  restaurant: { en: 'Restaurant', ar: 'المطاعم' },
  spa: { en: 'Spa', ar: 'السبا' },
  activity: { en: 'Activity', ar: 'الأنشطة' },
  shore_excursion: { en: 'Shore excursion', ar: 'الرحلات البرية' },
  general: { en: 'General', ar: 'عام' },
};

/** The Arabic name of one of the ship's venues, treatments or ports, when the lexicon has one. */
export const arabicName = (name: string): string | undefined => ARABIC_NAMES[name.trim().toLowerCase()]?.[0];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function guestLines(guest: Guest): NotificationLine[] {
  return [
    { label: 'Guest', labelAr: 'الضيف', value: guest.fullName },
    {
      label: 'Suite and deck',
      labelAr: 'الجناح والسطح',
      value: `Suite ${guest.roomNumber}, Deck ${guest.deck}`,
      valueAr: `الجناح ${guest.roomNumber}، السطح ${guest.deck}`,
    },
  ];
}

const requestsLine = (text: string | undefined): NotificationLine[] =>
  text?.trim() ? [{ label: 'Special requests', labelAr: 'طلبات خاصة', value: text.trim() }] : [];

function describeBooking(input: Extract<NotificationInput, { booking: BookingRow }>, guest: Guest) {
  const { booking } = input;
  const kind = KIND[booking.type];
  const isCancel = input.event === 'booking_cancelled';
  const headline = isCancel ? `${capitalise(kind.en)} cancelled` : `New ${kind.en}`;
  const headlineAr = isCancel ? `إلغاء ${kind.ar}` : `${kind.ar} جديد`;
  const reference = `Booking #${booking.id}`;
  const lines: NotificationLine[] = [
    ...guestLines(guest),
    {
      label: booking.type === 'restaurant' ? 'Venue' : booking.type === 'spa' ? 'Treatment' : 'Activity',
      labelAr: booking.type === 'restaurant' ? 'المطعم' : booking.type === 'spa' ? 'العلاج' : 'النشاط',
      value: booking.serviceName,
      valueAr: arabicName(booking.serviceName),
    },
    { label: 'Date and time', labelAr: 'التاريخ والوقت', value: `${booking.date} ${booking.time}` },
    { label: 'Party size', labelAr: 'عدد الأشخاص', value: String(booking.partySize) },
    ...requestsLine(booking.additionalOptions.specialRequests),
  ];
  return {
    category: kind.category,
    ref: `booking:${booking.id}`,
    subject: `${headline}: ${booking.serviceName}, ${booking.date} ${booking.time} (${reference})`,
    payload: { headline, headlineAr, lines, reference, adminPath: '/admin' },
  };
}

function describeExcursion(
  input: Extract<NotificationInput, { event: 'excursion_booked' | 'excursion_cancelled' }>,
  guest: Guest,
  departure: Departure | undefined,
) {
  const { booking, title } = input;
  const isCancel = input.event === 'excursion_cancelled';
  const headline = isCancel ? 'Shore excursion booking cancelled' : 'New shore excursion booking';
  const headlineAr = isCancel ? 'إلغاء حجز رحلة برية' : 'حجز رحلة برية جديد';
  const reference = `Excursion booking #${booking.id}`;
  const lines: NotificationLine[] = [
    ...guestLines(guest),
    { label: 'Excursion', labelAr: 'الرحلة', value: title, valueAr: arabicName(title) },
    ...(departure
      ? [
          {
            label: 'Date and time',
            labelAr: 'التاريخ والوقت',
            value: [departure.date, departure.time].filter(Boolean).join(' '),
          },
        ]
      : []),
    { label: 'Participants', labelAr: 'عدد المشاركين', value: String(booking.participants) },
    ...requestsLine(booking.specialRequests),
  ];
  return {
    category: 'shore_excursion' as const,
    ref: `excursion-booking:${booking.id}`,
    subject: `${headline}: ${title} (${reference})`,
    payload: { headline, headlineAr, lines, reference, adminPath: '/admin' },
  };
}

function describeOrder(order: RoomServiceOrderRow, guest: Guest) {
  const reference = `Room service order #${order.id}`;
  const items = order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
  const lines: NotificationLine[] = [
    ...guestLines(guest),
    { label: 'Service', labelAr: 'الخدمة', value: 'Room service', valueAr: 'خدمة الغرف' },
    {
      label: 'Ordered at',
      labelAr: 'وقت الطلب',
      value: order.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    },
    { label: 'Items', labelAr: 'الأصناف', value: items },
    { label: 'Estimated delivery', labelAr: 'التوصيل المتوقع', value: order.estimatedDelivery },
    ...(order.notes.trim() ? [{ label: 'Notes', labelAr: 'ملاحظات', value: order.notes.trim() }] : []),
  ];
  return {
    category: 'general' as const,
    ref: `room-service:${order.id}`,
    subject: `New room service order: ${items} (${reference})`,
    payload: {
      headline: 'New room service order',
      headlineAr: 'طلب خدمة غرف جديد',
      lines,
      reference,
      adminPath: '/admin',
    },
  };
}

function describeRequest(request: ServiceRequestRow, guest: Guest) {
  const reference = `Request #${request.id}`;
  const label = CATEGORY_LABELS[request.category];
  const lines: NotificationLine[] = [
    ...guestLines(guest),
    { label: 'Topic', labelAr: 'الموضوع', value: label.en, valueAr: label.ar },
    {
      label: 'Asked at',
      labelAr: 'وقت الطلب',
      value: request.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    },
    { label: 'Message', labelAr: 'الرسالة', value: request.message },
    ...(request.excerpt ? [{ label: 'Conversation', labelAr: 'المحادثة', value: request.excerpt }] : []),
  ];
  return {
    category: request.category,
    ref: `request:${request.id}`,
    subject: `A guest asks for a member of staff: ${guest.fullName}, Suite ${guest.roomNumber} (${reference})`,
    payload: {
      headline: 'A guest asks to speak with a member of staff',
      headlineAr: 'ضيف يطلب التحدث مع أحد أفراد الطاقم',
      lines,
      reference,
      adminPath: `/admin/requests?id=${request.id}`,
    },
  };
}

/** What an event's email says and which department category it goes to. */
export function describeEvent(input: NotificationInput, guest: Guest, departure?: Departure): DescribedEvent {
  switch (input.event) {
    case 'booking_created':
    case 'booking_cancelled':
      return { event: input.event, ...describeBooking(input, guest) };
    case 'excursion_booked':
    case 'excursion_cancelled':
      return { event: input.event, ...describeExcursion(input, guest, departure) };
    case 'room_service_ordered':
      return { event: input.event, ...describeOrder(input.order, guest) };
    case 'hand_off':
      return { event: input.event, ...describeRequest(input.request, guest) };
  }
}
