import type { Role, StateName } from '@nivaas/shared';

/**
 * The people behind the demo listings and their reviews. They sign in with the demo password
 * like the four console accounts, but are not advertised: they only make the site look lived in.
 */
export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Owners list homes in their own state, as most landlords do. */
  state?: StateName;
}

const owner = (firstName: string, lastName: string, state: StateName): DemoPerson => ({
  email: `${firstName}.${lastName}`.toLowerCase() + '@nivaas.demo',
  firstName,
  lastName,
  role: 'owner',
  state,
});

const seeker = (firstName: string, lastName: string): DemoPerson => ({
  email: `${firstName}.${lastName}`.toLowerCase() + '@nivaas.demo',
  firstName,
  lastName,
  role: 'tenant',
});

export const DEMO_OWNERS: readonly DemoPerson[] = [
  owner('Srinivas', 'Rao', 'Andhra Pradesh'),
  owner('Lakshmi', 'Prasanna', 'Andhra Pradesh'),
  owner('Venkatesh', 'Naidu', 'Andhra Pradesh'),
  owner('Padma', 'Chowdary', 'Andhra Pradesh'),
  owner('Suresh', 'Babu', 'Andhra Pradesh'),
  owner('Anitha', 'Varma', 'Andhra Pradesh'),
  owner('Naveen', 'Goud', 'Telangana'),
  owner('Swathi', 'Reddy', 'Telangana'),
  owner('Farhan', 'Ali', 'Telangana'),
  owner('Kavitha', 'Krishnan', 'Tamil Nadu'),
  owner('Karthik', 'Subramanian', 'Tamil Nadu'),
  owner('Meenakshi', 'Sundaram', 'Tamil Nadu'),
  owner('Arjun', 'Hegde', 'Karnataka'),
  owner('Deepa', 'Shetty', 'Karnataka'),
  owner('Manjunath', 'Gowda', 'Karnataka'),
  owner('Mahesh', 'Patil', 'Maharashtra'),
  owner('Sneha', 'Kulkarni', 'Maharashtra'),
  owner('Salma', 'Shaikh', 'Maharashtra'),
  owner('Gurpreet', 'Singh', 'Punjab'),
  owner('Harpreet', 'Kaur', 'Punjab'),
];

export const DEMO_SEEKERS: readonly DemoPerson[] = [
  seeker('Aditya', 'Verma'),
  seeker('Ananya', 'Iyengar'),
  seeker('Rahul', 'Mehta'),
  seeker('Divya', 'Pillai'),
  seeker('Sai', 'Teja'),
  seeker('Fatima', 'Sheikh'),
  seeker('Vikram', 'Joshi'),
  seeker('Nisha', 'Agarwal'),
];
