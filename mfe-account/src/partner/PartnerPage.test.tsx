import { VENDOR_MESSAGES, type Vendor, inEnglish } from '@jatra/shared';
import { apiError, fakeApi, fakeHostApi, respond, type FakeHostApi } from '@jatra/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../bookings/account-test-kit';
import { accountI18n } from '../i18n';
import { PartnerPage } from './PartnerPage';

const MINE = 'GET /api/vendors/me';
const APPLY = 'POST /api/vendors/apply';

const user = {
  id: '7b2e1c40-1111-4a0e-9a55-0d1f2a3b4c5d',
  email: 'pranjal@example.com',
  phone: null,
  fullName: 'Pranjal Saikia',
  role: 'user' as const,
};
const signedIn = (overrides: Partial<typeof user> = {}) =>
  fakeHostApi({ user: { ...user, ...overrides }, getAccessToken: vi.fn(async () => 'token') });

const application = (overrides: Partial<Vendor> = {}): Vendor => ({
  id: '3f1d0c52-5a55-4a0e-9a55-0d1f2a3b4c5d',
  user_id: user.id,
  company_name: 'Brahmaputra Travels Pvt Ltd',
  registration_number: 'U60231AS2019PTC019999',
  contact_name: 'Pranjal Saikia',
  contact_email: 'ops@brahmaputra.example',
  contact_phone: '+919876500000',
  status: 'pending',
  operator_id: null,
  operator_name: null,
  created_at: '2026-10-04T20:00:00Z',
  updated_at: '2026-10-04T20:00:00Z',
  ...overrides,
});

// a visitor's host has no token to give: the page must not ask the API for one
const renderPartner = (host: FakeHostApi = signedIn()) =>
  renderAt('/partner', '/partner', <PartnerPage />, host as Parameters<typeof renderAt>[3]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PartnerPage', () => {
  it('tells a visitor what partnering means and asks them to sign in, coming back here', async () => {
    const api = fakeApi({});
    const { host } = renderPartner(fakeHostApi());
    expect(screen.getByRole('heading', { name: 'Become a Jatra partner', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What partnering means' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in to apply' }));
    expect(host.navigate).toHaveBeenCalledWith('/auth?redirect=%2Fpartner');
    expect(api.calls).toEqual([]);
  });

  it('checks the form as the API does, then sends the application and shows it pending', async () => {
    const api = fakeApi({
      [MINE]: () => apiError(404, inEnglish(VENDOR_MESSAGES.notFound), 'not_found'),
      [APPLY]: (_url, body) => respond({ result: application({ ...(body as object) }) }, 201),
    });
    const { host } = renderPartner();
    const form = await screen.findByRole('form', { name: 'Your company' });
    // the applicant's own contact details are the start
    expect(within(form).getByLabelText('Contact name')).toHaveValue('Pranjal Saikia');
    expect(within(form).getByLabelText('Contact e-mail')).toHaveValue('pranjal@example.com');

    const typing = userEvent.setup({ delay: null });
    await typing.clear(within(form).getByLabelText('Contact e-mail'));
    await typing.type(within(form).getByLabelText('Contact e-mail'), 'ops@');
    await typing.type(within(form).getByLabelText('Contact phone'), '98123');
    await typing.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('Company name is required')).toBeInTheDocument();
    expect(within(form).getByText('Registration number is required')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid contact email')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid contact phone')).toBeInTheDocument();
    expect(within(form).getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/vendors/apply')).toEqual([]);

    await typing.type(within(form).getByLabelText('Company name'), 'Brahmaputra Travels Pvt Ltd');
    await typing.type(within(form).getByLabelText('Registration number'), 'U60231AS2019PTC019999');
    await typing.type(within(form).getByLabelText('Contact e-mail'), 'brahmaputra.example');
    await typing.type(within(form).getByLabelText('Contact phone'), ' 45678');
    await typing.click(within(form).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('heading', { name: inEnglish(VENDOR_MESSAGES.pending) })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendors/apply')[0]!.body).toEqual({
      company_name: 'Brahmaputra Travels Pvt Ltd',
      registration_number: 'U60231AS2019PTC019999',
      contact_name: 'Pranjal Saikia',
      contact_email: 'ops@brahmaputra.example',
      contact_phone: '9812345678',
    });
    expect(host.toast.success).toHaveBeenCalledWith('Application sent. We will e-mail you once it is reviewed.');
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
  }, 30_000);

  it("shows the API's refusal on the form, and the application there is when it says so", async () => {
    const api = fakeApi({
      [MINE]: () => apiError(404, inEnglish(VENDOR_MESSAGES.notFound), 'not_found'),
      [APPLY]: () => apiError(409, inEnglish(VENDOR_MESSAGES.alreadyApplied), 'conflict'),
    });
    const { host } = renderPartner();
    const form = await screen.findByRole('form', { name: 'Your company' });
    const typing = userEvent.setup({ delay: null });
    await typing.type(within(form).getByLabelText('Company name'), 'Brahmaputra Travels Pvt Ltd');
    await typing.type(within(form).getByLabelText('Registration number'), 'U60231AS2019PTC019999');
    await typing.type(within(form).getByLabelText('Contact phone'), '+91 98765 00000');
    api.routes[MINE] = () => respond({ result: application() });
    await typing.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(host.toast.error).toHaveBeenCalledWith(inEnglish(VENDOR_MESSAGES.alreadyApplied));
    expect(await screen.findByRole('heading', { name: inEnglish(VENDOR_MESSAGES.pending) })).toBeInTheDocument();
  }, 30_000);

  it('a rejected applicant is told so, with whom to contact', async () => {
    fakeApi({ [MINE]: () => respond({ result: application({ status: 'rejected' }) }) });
    renderPartner();
    const status = await screen.findByRole('region', { name: inEnglish(VENDOR_MESSAGES.rejected) });
    expect(within(status).getByText('Rejected')).toHaveClass('vendor-badge--danger');
    expect(within(status).getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.queryByRole('button', { name: 'Go to your dashboard' })).not.toBeInTheDocument();
  });

  it('an approved vendor goes to the dashboard, the session read afresh when it still says user', async () => {
    fakeApi({ [MINE]: () => respond({ result: application({ status: 'approved' }) }) });
    const host = signedIn();
    host.refreshUser = vi.fn(async () => undefined);
    renderPartner(host);
    const status = await screen.findByRole('region', { name: 'You are a Jatra partner' });
    expect(within(status).getByText('Approved')).toBeInTheDocument();
    await userEvent.setup().click(within(status).getByRole('button', { name: 'Go to your dashboard' }));
    expect(host.refreshUser).toHaveBeenCalled();
    expect(host.navigate).toHaveBeenCalledWith('/vendor');
  });

  it('reads in Assamese: the page, the steps and a pending application, its address in bold and unchanged', async () => {
    await accountI18n.catalogues.load('as');
    fakeApi({ [MINE]: () => respond({ result: application() }) });
    renderPartner(fakeHostApi({ user, getAccessToken: vi.fn(async () => 'token'), locale: 'as' }));
    expect(screen.getByRole('heading', { name: 'Jatraৰ অংশীদাৰ হওক', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Jatraৰ অংশীদাৰ হওক · Jatra');
    expect(screen.getByText('আপোনাৰ কোম্পানীৰ বিষয়ে আমাক জনাওক')).toBeInTheDocument();
    const status = await screen.findByRole('region', { name: inEnglish(VENDOR_MESSAGES.pending) });
    const address = within(status).getByText((_, element) => element?.tagName === 'STRONG');
    expect(address).toHaveTextContent('ops@brahmaputra.example');
    expect(address.parentElement).toHaveTextContent(/^ধন্যবাদ। .*ops@brahmaputra\.exampleলৈ ইমেইল কৰিব।$/);
    expect(within(status).getByText('আবেদনৰ তাৰিখ')).toBeInTheDocument();
    expect(screen.queryByText('How it works')).toBeNull();
  });
});
