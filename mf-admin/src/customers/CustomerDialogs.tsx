import { ADMIN_MESSAGES, PRIVACY_MESSAGES } from '@wellness/shared';
import { ConfirmDialog, HistoryDialog, notify } from '@wellness/shared/ui';
import { useDispatch } from 'react-redux';
import { customersChanged, useDeleteCustomerMutation, useEraseCustomerMutation } from './api';
import { AssignDialog } from './AssignDialog';
import type { Customer } from './customerRules';
import { EditCustomerDialog } from './EditCustomerDialog';

/** The dialogs a row of the list opens, one at a time. */
export type CustomerDialog = 'assign' | 'edit' | 'delete' | 'erase' | 'history';

export interface OpenDialog {
  dialog: CustomerDialog;
  customer: Customer;
}

/**
 * Assign, Edit, Delete, Erase and History for the customer of the open one; each change brings the list
 * up to date (the same filters and page).
 */
export function CustomerDialogs({ open, onClose, onErased }: { open: OpenDialog | null; onClose: () => void; onErased: () => void }) {
  const dispatch = useDispatch();
  const [deleteCustomer] = useDeleteCustomerMutation();
  const [eraseCustomer] = useEraseCustomerMutation();
  const customerFor = (dialog: CustomerDialog) => (open?.dialog === dialog ? open.customer : null);
  const deleting = customerFor('delete');
  const erasing = customerFor('erase');

  const remove = async (customer: Customer) => {
    try {
      await deleteCustomer(customer.id).unwrap();
      notify('success', ADMIN_MESSAGES.customerDeleted);
    } catch {
      notify('error', ADMIN_MESSAGES.customerDeleteFailed);
    }
  };

  const erase = async (customer: Customer) => {
    try {
      await eraseCustomer(customer.id).unwrap();
      notify('success', PRIVACY_MESSAGES.erased);
      onErased();
    } catch {
      notify('error', PRIVACY_MESSAGES.eraseFailed);
    }
  };

  return (
    <>
      <AssignDialog customer={customerFor('assign')} onClose={onClose} onAssigned={() => dispatch(customersChanged())} />
      <EditCustomerDialog customer={customerFor('edit')} onClose={onClose} onSaved={() => dispatch(customersChanged())} />
      <ConfirmDialog
        question={
          deleting
            ? {
                title: 'Delete customer',
                text: `Delete ${deleting.name} and their booking request? This cannot be undone.`,
                confirmLabel: 'Delete',
                palette: 'red',
              }
            : null
        }
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={onClose}
      />
      <ConfirmDialog
        question={erasing ? { title: PRIVACY_MESSAGES.erase, text: PRIVACY_MESSAGES.eraseConfirm(erasing.name), confirmLabel: 'Erase', palette: 'red' } : null}
        onConfirm={() => (erasing ? erase(erasing) : Promise.resolve())}
        onClose={onClose}
      />
      <HistoryDialog customer={customerFor('history')} onClose={onClose} />
    </>
  );
}
