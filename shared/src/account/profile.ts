import { z } from 'zod';
import { cleanIndianMobile, INDIAN_MOBILE_PATTERN, MOBILE_DIGITS } from '../contact/mobile';
import { ruleMessage, ruleError } from '../rules/i18n/rule-catalogues';

/** The 28 states of India. */
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

/** The 8 union territories of India. */
export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** A profile's home region: any state or union territory of India, as the form offers and the API accepts. */
export const STATES_AND_UNION_TERRITORIES = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES] as const;
export type IndianRegion = (typeof STATES_AND_UNION_TERRITORIES)[number];

/** What the profile calls the field, on the form and in the view. */
export const REGION_LABEL = 'State or Union Territory';

export const PROFILE_MESSAGES = {
  updated: ruleMessage('profile.updated'),
  updateFailed: ruleMessage('profile.updateFailed'),
  loadFailed: ruleMessage('profile.loadFailed'),
  nameRequired: ruleMessage('profile.nameRequired'),
  nameTooLong: ruleMessage('profile.nameTooLong'),
  nameInvalid: ruleMessage('profile.nameInvalid'),
  emailInvalid: ruleMessage('profile.emailInvalid'),
  phoneInvalid: ruleMessage('profile.phoneInvalid', { digits: MOBILE_DIGITS }),
  stateInvalid: ruleMessage('profile.stateInvalid'),
} as const;

/** The profile as the API answers it; `email` is the contact address tickets are sent to. */
export const profileSchema = z.object({
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  state: z.enum(STATES_AND_UNION_TERRITORIES).nullable(),
  role: z.enum(['user', 'vendor', 'admin']),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ result: profileSchema });

/** `PUT /api/profile`: every field is checked here, on both sides. Phone: 10 digits, +91 and spaces cleaned. */
export const profileUpdateSchema = z
  .object({
    full_name: z
      .string(ruleError(PROFILE_MESSAGES.nameRequired))
      .trim()
      .min(1, ruleError(PROFILE_MESSAGES.nameRequired))
      .max(100, ruleError(PROFILE_MESSAGES.nameTooLong))
      .refine((value) => !/\p{Cc}|\p{Cs}/u.test(value), ruleError(PROFILE_MESSAGES.nameInvalid)),
    email: z
      .string(ruleError(PROFILE_MESSAGES.emailInvalid))
      .trim()
      .toLowerCase()
      .pipe(z.email(ruleError(PROFILE_MESSAGES.emailInvalid)).max(254)),
    phone: z
      .string(ruleError(PROFILE_MESSAGES.phoneInvalid))
      .transform(cleanIndianMobile)
      .pipe(z.string().regex(INDIAN_MOBILE_PATTERN, ruleError(PROFILE_MESSAGES.phoneInvalid))),
    state: z.enum(STATES_AND_UNION_TERRITORIES, ruleError(PROFILE_MESSAGES.stateInvalid)),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
