import { ADMIN_MESSAGES, VISIT_MINUTES } from '@wellness/shared';
import { failedMessage } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { assignMassager, assignOptions } from './api';
import { type AssignSchedule, checkedLengthText, refusedMassagers } from './assignOptions';
import type { Customer } from './customerRules';

/**
 * The Assign dialog's choice: the massager chosen (the current one when a customer is opened), how each
 * massager stands for the booking's time, the visit's length (the admin may change it), the massagers the
 * server would refuse for it, and the assignment.
 */
export function useAssignment(customer: Customer | null, onAssigned: () => void, onClose: () => void) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [schedule, setSchedule] = useState<AssignSchedule | null>(null);
  const [minutes, setMinutes] = useState(VISIT_MINUTES);

  useEffect(() => {
    if (!customer) return;
    let current = true;
    setSchedule(null);
    assignOptions(customer.id).then(
      (answer) => {
        if (!current) return;
        setSchedule(answer);
        setMinutes(answer.minutes);
        // The massager assigned now stays the choice only while its time still fits.
        setChosen((massager) => (massager !== null && refusedMassagers(answer, answer.minutes).has(massager) ? null : massager));
      },
      () => undefined,
    );
    setChosen(customer.massagerId ? String(customer.massagerId) : null);
    return () => {
      current = false;
    };
  }, [customer]);

  const refused = useMemo(() => refusedMassagers(schedule, minutes), [schedule, minutes]);

  // A longer visit can rule out the massager chosen for a shorter one: the choice goes with it, and
  // does not come back by itself when the length is shortened again.
  const changeMinutes = (length: number) => {
    setMinutes(length);
    if (chosen !== null && refusedMassagers(schedule, length).has(chosen)) setChosen(null);
  };

  const assign = async () => {
    if (!customer) return;
    if (!chosen) {
      notify('error', ADMIN_MESSAGES.selectMassager);
      return;
    }
    setBusy(true);
    try {
      await assignMassager(Number(chosen), customer.id, minutes);
      notify('success', ADMIN_MESSAGES.assignSuccess);
      onAssigned();
      onClose();
    } catch (error) {
      // A clash names the other visit; a refusal says why.
      notify('error', failedMessage(error) || ADMIN_MESSAGES.assignFailed);
    } finally {
      setBusy(false);
    }
  };

  return {
    chosen,
    setChosen,
    busy,
    schedule: schedule?.data ?? null,
    refused,
    minutes,
    setMinutes: changeMinutes,
    lengthNote: checkedLengthText(schedule, minutes),
    assign,
  };
}
