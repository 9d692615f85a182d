import type { RequestStatus } from './constants';

/** A person's own details (a customer's, a massager's), under the names the forms and the database give them. */
export interface PersonalDetails {
  name: string;
  contact: string;
  email: string;
  address: string;
  gender: string;
  age: number;
}

/** A Customer item of cust_mas_requests_view.php and the customer filters (spec section 3), as the API sends it. */
export interface CustomerItem extends PersonalDetails {
  type: 'Customer';
  id: number;
  time: string;
  prefgender: string;
  issue: string;
  therapy: string;
  appointment: string;
  adate: string | null;
  atime: string | null;
  /** The request's status, 'pending' when the customer has no request yet. */
  status: RequestStatus;
  massagerId: number | null;
  /** null until a massager is assigned (the screen shows the label Assign). */
  massagerName: string | null;
  /** Ours: the booking's reference (null for bookings made before references). */
  reference: string | null;
  /** Ours: its personal data has been erased (on request or after the retention period). */
  erased: boolean;
  /** Ours: how long the visit holds its therapist, in minutes. */
  minutes: number;
}
