import { todayInIndia } from '@wellness/shared';
import { SCHEDULE_MESSAGES, TIME_OFF_MESSAGES as T, timeOffProblem, timeOffSpan } from '@wellness/shared';
import { Button, Heading, SimpleGrid, Stack, Text } from '@wellness/shared/chakra';
import { failedMessage, failedStatus } from '@wellness/shared/client';
import { timeOffFormSchema } from '@wellness/shared/forms';
import { notify } from '@wellness/shared/ui';
import { TextField } from '@wellness/shared/ui/field';
import { type FormikErrors, useFormik } from 'formik';
import { useState } from 'react';
import { addTimeOff } from './api';

const EMPTY = { fromDate: '', fromTime: '', toDate: '', toTime: '', note: '' };
type Values = typeof EMPTY;

/** The shared schema checks each field; the two ends together are checked with the API's own rule. */
function orderProblem(values: Values): FormikErrors<Values> {
  if (!values.fromDate || !values.toDate) return {};
  const problem = timeOffProblem(timeOffSpan(values), Date.now());
  return problem ? { toDate: problem } : {};
}

/**
 * Adds time off: whole days (no times) or hours. A refusal is shown where the form is, in the server's
 * words: time off over an accepted visit names that visit. Time off over a pending visit is saved, and
 * the answer naming that visit stays in the form in place of the passing "saved" toast.
 */
export function TimeOffForm({ onSaved }: { onSaved: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const today = todayInIndia();
  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: timeOffFormSchema,
    validate: orderProblem,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      setNotice(null);
      try {
        const answer = await addTimeOff(values);
        // Over a pending visit the answer names it for the admin to reassign: that stays in view.
        if (answer.message && answer.message !== SCHEDULE_MESSAGES.timeOffSaved) setNotice(answer.message);
        else notify('success', SCHEDULE_MESSAGES.timeOffSaved);
        helpers.resetForm();
        onSaved();
      } catch (error) {
        const status = failedStatus(error);
        const message = status === 409 || status === 400 ? failedMessage(error) : undefined;
        if (message) setRefusal(message);
        else notify('error', T.saveFailed);
      }
    },
  });
  const shown = (name: keyof Values) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);
  const field = (name: keyof Values, label: string, type: string, required: boolean) => (
    <TextField
      label={label}
      required={required}
      error={shown(name)}
      name={name}
      type={type}
      size="lg"
      min={type === 'date' ? today : undefined}
      value={form.values[name]}
      onChange={(event) => {
        setRefusal(null);
        setNotice(null);
        form.handleChange(event);
      }}
      onBlur={form.handleBlur}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby="time-off-add">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="time-off-add">
          {T.addHeading}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {T.timesHint}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {field('fromDate', T.fromDate, 'date', true)}
          {field('fromTime', T.fromTime, 'time', false)}
          {field('toDate', T.toDate, 'date', true)}
          {field('toTime', T.toTime, 'time', false)}
        </SimpleGrid>
        {field('note', T.note, 'text', false)}
        {refusal && (
          <Text role="alert" color="red.700" fontWeight="medium">
            {refusal}
          </Text>
        )}
        {notice && (
          <Text role="status" color="orange.800" bg="orange.50" borderWidth="1px" borderColor="orange.300" rounded="md" px="3" py="2" fontWeight="medium">
            {notice}
          </Text>
        )}
        <Button type="submit" size="lg" colorPalette="green" alignSelf={{ base: 'stretch', sm: 'start' }} loading={form.isSubmitting}>
          {T.save}
        </Button>
      </Stack>
    </form>
  );
}
