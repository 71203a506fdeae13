/** The data set's people signed in through the API, as the browser signs them in: tokens by who they are. */
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../../src/config';
import { signInByOtp } from '../../test/booking-journey-test-kit';
import { SCALE_PEOPLE, type Who } from './catalogue';

export type Tokens = Record<Who, string | undefined>;

async function signInAdmin(apiUrl: string): Promise<string> {
  const answer = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`admin sign-in: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

export async function signInEveryone(apiUrl: string): Promise<Tokens> {
  const [admin, traveller, vendor] = await Promise.all([
    signInAdmin(apiUrl),
    signInByOtp(apiUrl, SCALE_PEOPLE.traveller),
    signInByOtp(apiUrl, SCALE_PEOPLE.vendor),
  ]);
  return { admin, traveller: traveller.accessToken, vendor: vendor.accessToken, anyone: undefined };
}
