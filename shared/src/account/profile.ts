import { z } from 'zod';
import { cleanIndianMobile, INDIAN_MOBILE_PATTERN, MOBILE_DIGITS } from '../contact/mobile';

/** traveller.md §2 Profile: one of the 28 states of India. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully',
  updateFailed: 'We could not save your profile. Please try again.',
  loadFailed: 'We could not load your profile',
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Full name is too long',
  nameInvalid: 'Please enter a valid full name',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: `Please enter a ${MOBILE_DIGITS}-digit mobile number`,
  stateInvalid: 'Please choose a state of India',
} as const;

/** The profile as the API answers it; `email` is the contact address tickets are sent to. */
export const profileSchema = z.object({
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  state: z.enum(INDIAN_STATES).nullable(),
  role: z.enum(['user', 'vendor', 'admin']),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ result: profileSchema });

/** `PUT /api/profile`: every field is checked here, on both sides. Phone: 10 digits, +91 and spaces cleaned. */
export const profileUpdateSchema = z
  .object({
    full_name: z
      .string({ error: PROFILE_MESSAGES.nameRequired })
      .trim()
      .min(1, PROFILE_MESSAGES.nameRequired)
      .max(100, PROFILE_MESSAGES.nameTooLong)
      .refine((value) => !/\p{Cc}|\p{Cs}/u.test(value), PROFILE_MESSAGES.nameInvalid),
    email: z
      .string({ error: PROFILE_MESSAGES.emailInvalid })
      .trim()
      .toLowerCase()
      .pipe(z.email(PROFILE_MESSAGES.emailInvalid).max(254)),
    phone: z
      .string({ error: PROFILE_MESSAGES.phoneInvalid })
      .transform(cleanIndianMobile)
      .pipe(z.string().regex(INDIAN_MOBILE_PATTERN, PROFILE_MESSAGES.phoneInvalid)),
    state: z.enum(INDIAN_STATES, { error: PROFILE_MESSAGES.stateInvalid }),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
