import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type IndianRegion, type Profile, type ProfileUpdate } from '@jatra/shared';
import type { Resolver } from 'react-hook-form';
import type { SavedProfileFields } from './profile-api';

/** The edit form as typed: the state starts empty for a traveller who has not chosen one. */
export type ProfileFormValues = Omit<ProfileUpdate, 'state'> & { state: IndianRegion | '' };

const checkProfile = zodResolver(profileUpdateSchema);

/** The form is checked with @jatra/shared's `profileUpdateSchema`, exactly as the API checks the PUT body. */
export const profileFormResolver: Resolver<ProfileFormValues, unknown, SavedProfileFields> = (
  values,
  context,
  options,
) =>
  checkProfile(values as ProfileUpdate, context, options as Parameters<typeof checkProfile>[2]) as ReturnType<
    Resolver<ProfileFormValues, unknown, SavedProfileFields>
  >;

/** '+91 98765-43210' → '9876543210' by the schema's own cleaning; what it cannot read stays as typed. */
export function cleanPhone(phone: string): string {
  const cleaned = profileUpdateSchema.shape.phone.safeParse(phone);
  return cleaned.success ? cleaned.data : phone;
}

export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    full_name: profile.full_name ?? '',
    email: profile.email ?? '',
    phone: cleanPhone(profile.phone ?? ''),
    state: profile.state ?? '',
  };
}
