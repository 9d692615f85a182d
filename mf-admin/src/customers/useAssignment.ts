import { ADMIN_MESSAGES, VISIT_MINUTES } from '@wellness/shared';
import { type AssignOption, failedMessage } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { useEffect, useState } from 'react';
import { assignMassager, assignOptions } from './api';
import type { Customer } from './customerRules';

/**
 * The Assign dialog's choice: the massager chosen (the current one when a customer is opened), how each
 * massager stands for the booking's time, the visit's length (the admin may change it), and the assignment.
 */
export function useAssignment(customer: Customer | null, onAssigned: () => void, onClose: () => void) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [schedule, setSchedule] = useState<AssignOption[] | null>(null);
  const [minutes, setMinutes] = useState(VISIT_MINUTES);

  useEffect(() => {
    if (!customer) return;
    let current = true;
    setSchedule(null);
    assignOptions(customer.id).then(
      (answer) => {
        if (!current) return;
        setSchedule(answer.data);
        setMinutes(answer.minutes);
      },
      () => undefined,
    );
    setChosen(customer.massagerId ? String(customer.massagerId) : null);
    return () => {
      current = false;
    };
  }, [customer]);

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

  return { chosen, setChosen, busy, schedule, minutes, setMinutes, assign };
}
