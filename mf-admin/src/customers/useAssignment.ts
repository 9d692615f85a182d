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
  // Each kept with the booking it is for, so that another booking's answer or length never shows.
  const [answer, setAnswer] = useState<{ customerId: number; schedule: AssignSchedule } | null>(null);
  const [length, setLength] = useState<{ customerId: number; minutes: number } | null>(null);
  const customerId = customer?.id ?? null;
  const schedule = answer !== null && answer.customerId === customerId ? answer.schedule : null;
  // The length the admin chose for this booking; until then the booking's own, as the server says it.
  const chosenMinutes = length !== null && length.customerId === customerId ? length.minutes : null;
  const minutes = chosenMinutes ?? schedule?.minutes ?? VISIT_MINUTES;

  useEffect(() => {
    setChosen(customer?.massagerId ? String(customer.massagerId) : null);
    // Closed: the next opening starts from the booking's own length and a fresh answer.
    if (customer !== null) return;
    setLength(null);
    setAnswer(null);
  }, [customer]);

  // The schedule is asked for the length chosen, so that free and busy hold for the visit Assign checks.
  useEffect(() => {
    if (customerId === null) return;
    let current = true;
    assignOptions(customerId, chosenMinutes ?? undefined).then(
      (found) => {
        if (!current) return;
        setAnswer({ customerId, schedule: found });
        // The massager chosen stays the choice only while the visit still fits it.
        setChosen((massager) => (massager !== null && refusedMassagers(found, found.minutes).has(massager) ? null : massager));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [customerId, chosenMinutes]);

  const refused = useMemo(() => refusedMassagers(schedule, minutes), [schedule, minutes]);

  // A longer visit can rule out the massager chosen for a shorter one at once (its refusals stand); the
  // choice does not come back by itself when the length is shortened again.
  const changeMinutes = (next: number) => {
    if (customerId === null) return;
    setLength({ customerId, minutes: next });
    if (chosen !== null && refusedMassagers(schedule, next).has(chosen)) setChosen(null);
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
