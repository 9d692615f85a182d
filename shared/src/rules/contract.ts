import type { FromSchema } from 'json-schema-to-ts';
import type { customerItem } from './answers';

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
export type CustomerItem = FromSchema<typeof customerItem>;
