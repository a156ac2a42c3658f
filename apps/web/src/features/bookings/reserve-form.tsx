import { Alert, Button, Group, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDate, formatTime, interpolate } from '@marsa/i18n';
import {
  BOOKING_PARTY_SIZE_MAX,
  BOOKING_SPECIAL_REQUESTS_MAX,
  bookingInputSchema,
} from '@marsa/trpc/schemas';
import { ErrorAlert } from '@marsa/ui';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { errorMessage, fieldErrorsOf, notify, validateWith } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { findDuplicateBooking, requestsPlaceholderKey } from './booking-guard.ts';
import { SlotPicker } from './slot-picker.tsx';
import type { ReserveTarget } from './types.ts';

type FormValues = {
  type: ReserveTarget['type'];
  serviceId: number;
  date: string;
  time: string;
  partySize: number | string;
  specialRequests: string;
};

type ReserveFormProps = {
  target: ReserveTarget;
  dates: string[];
  defaultDate: string;
  portOn: (date: string) => string | null;
  onDone: () => void;
};

/** Date, free time, party size and requests; books through guest.bookings.create. */
export function ReserveForm({ target, dates, defaultDate, portOn, onDone }: ReserveFormProps) {
  const { lang, t } = useLanguage();
  const text = t.bookings.reserve;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  // The slot the guest already holds and agreed to book again ('… — book another?').
  const [duplicateAsked, setDuplicateAsked] = useState<string | null>(null);
  const ownBookings = useQuery(trpc.guest.bookings.list.queryOptions());
  const form = useForm<FormValues>({
    initialValues: {
      type: target.type,
      serviceId: target.id,
      date: defaultDate,
      time: '',
      partySize: target.type === 'restaurant' ? 2 : 1,
      specialRequests: '',
    },
    validate: (values) => {
      const errors = validateWith(bookingInputSchema)(values);
      if (!values.time) errors.time = text.chooseTime;
      const slot = slots.data?.slots.find((item) => item.time === values.time);
      if (slot && Number(values.partySize) > slot.availableSpots) {
        errors.partySize = interpolate(text.notEnough, { count: slot.availableSpots });
      }
      return errors;
    },
  });
  const slots = useQuery(
    trpc.guest.bookings.freeSlots.queryOptions({
      serviceType: target.type,
      serviceId: target.id,
      date: form.values.date,
    }),
  );
  const chosen = slots.data?.slots.find((slot) => slot.time === form.values.time);
  const create = useMutation(trpc.guest.bookings.create.mutationOptions());

  const slotKey = `${form.values.date} ${form.values.time}`;
  const duplicate = form.values.time
    ? findDuplicateBooking(ownBookings.data ?? [], {
        type: target.type,
        serviceId: target.id,
        date: form.values.date,
        time: form.values.time,
      })
    : undefined;
  const isAskingDuplicate = duplicate !== undefined && duplicateAsked === slotKey;

  const submit = form.onSubmit((values) => {
    setServerError(null);
    if (duplicate && duplicateAsked !== slotKey) {
      setDuplicateAsked(slotKey);
      return;
    }
    const input = bookingInputSchema.parse({
      ...values,
      specialRequests: values.specialRequests.trim() || undefined,
    });
    create.mutate(input, {
      onSuccess: (booking) => {
        notify.success(
          text.successTitle,
          interpolate(text.successBody, {
            service: booking.serviceName,
            date: formatDate(booking.date, lang, 'medium'),
            time: formatTime(booking.time, lang),
            count: booking.partySize,
          }),
        );
        queryClient.invalidateQueries({ queryKey: trpc.guest.bookings.list.queryKey() });
        queryClient.invalidateQueries({ queryKey: trpc.guest.bookings.freeSlots.pathKey() });
        onDone();
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        form.setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) {
          setServerError(errorMessage(error, text.failedFallback));
        }
        // Spots may have changed under us (a full slot): show the times as they are now.
        slots.refetch();
      },
    });
  });

  const dateOptions = dates.map((date) => ({
    value: date,
    label: `${formatDate(date, lang, 'medium')} · ${portOn(date) ?? text.atSea}`,
  }));

  return (
    <form onSubmit={submit} noValidate data-testid="reserve-form">
      <Stack gap="md">
        {serverError ? (
          <ErrorAlert title={text.failedTitle} testId="reserve-error">
            {serverError}
          </ErrorAlert>
        ) : null}
        {isAskingDuplicate && duplicate ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="duplicate-prompt"
          >
            {interpolate(text.duplicate, {
              service: duplicate.serviceName,
              date: formatDate(duplicate.date, lang, 'medium'),
              time: formatTime(duplicate.time, lang),
            })}
          </Alert>
        ) : null}
        <Select
          label={text.date}
          withAsterisk
          data={dateOptions}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('date')}
          error={form.errors.date}
          onChange={(value) => {
            if (!value) return;
            form.setFieldValue('date', value);
            form.setFieldValue('time', '');
            setServerError(null);
          }}
          data-testid="reserve-date"
        />
        <SlotPicker
          slots={slots.data?.slots}
          isPending={slots.isPending}
          isError={slots.isError}
          value={form.values.time}
          onChange={(time) => {
            form.setFieldValue('time', time);
            form.clearFieldError('partySize');
          }}
          error={form.errors.time}
        />
        <NumberInput
          label={text.partySize}
          description={text.partySizeHint}
          withAsterisk
          min={1}
          max={Math.min(BOOKING_PARTY_SIZE_MAX, chosen?.availableSpots ?? BOOKING_PARTY_SIZE_MAX)}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('partySize')}
          error={form.errors.partySize}
          data-testid="reserve-party-size"
        />
        <Textarea
          label={text.specialRequests}
          description={text.optional}
          placeholder={text[requestsPlaceholderKey(target.type)]}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={BOOKING_SPECIAL_REQUESTS_MAX}
          {...form.getInputProps('specialRequests')}
          error={form.errors.specialRequests}
          data-testid="reserve-requests"
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {text.close}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="reserve-submit">
            {isAskingDuplicate
              ? text.bookAnother
              : target.type === 'restaurant'
                ? text.submit
                : text.submitActivity}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
