/** The hosted checkout page a traveller pays on, and its redirect back to the merchant. */
import express, { type Response, type Router } from 'express';
import {
  checkoutPage,
  closedPage,
  defaultAttempt,
  notFoundPage,
  pageCsp,
  pageFormSchema,
  validatePayment,
} from './hosted-page';
import type { PhonePeKnobs } from './sim-knobs';
import type { createSimStore } from './sim-store';
import type { OrderLife } from './sim-order-life';

export interface HostedPageDeps {
  store: ReturnType<typeof createSimStore>;
  life: OrderLife;
  knobs: () => PhonePeKnobs;
  merchantName: string;
}

export function hostedPageRoutes({ store, life, knobs, merchantName }: HostedPageDeps): Router {
  const { current, settle, settlementFor } = life;
  const page = express.Router();
  // The page lives in the merchant's popup; the merchant's page watches it through the handle `window.open` gave
  // (is it closed?) and closes it when the outcome is known. helmet's COOP `same-origin` would cut that tie: the
  // handle would read `closed` at once. So the page and its redirect back are `unsafe-none`.
  page.use('/transact', (_req, res, next) => {
    res.set('Cross-Origin-Opener-Policy', 'unsafe-none');
    next();
  });
  const html = (res: Response, status: number, body: string, merchantUrl?: string) =>
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .set('Content-Security-Policy', pageCsp(merchantUrl))
      .type('html')
      .send(body);

  page.get('/transact', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const found = token ? await store.findOrderByPage(token) : undefined;
    if (!found) return html(res, 404, notFoundPage());
    const order = await current(found);
    if (order.state !== 'PENDING') return html(res, 200, closedPage(order, merchantName), order.redirectUrl);
    html(res, 200, checkoutPage(order, { merchantName, forcedOutcome: knobs().forceOutcome }), order.redirectUrl);
  });

  page.post('/transact', express.urlencoded({ extended: false, limit: '8kb' }), async (req, res) => {
    const form = pageFormSchema.safeParse(req.body ?? {});
    const found = form.success ? await store.findOrderByPage(form.data.token) : undefined;
    if (!form.success || !found) return html(res, 404, notFoundPage());
    const order = await current(found);
    if (order.state !== 'PENDING') return html(res, 409, closedPage(order, merchantName), order.redirectUrl);
    const { action, paymentMode } = form.data;
    const checked = validatePayment(form.data);
    // only Pay needs good details, and not even that when a forced outcome decides anyway
    if (action === 'pay' && !checked.ok && !knobs().forceOutcome) {
      const body = checkoutPage(order, { merchantName, error: checked.message, form: { ...form.data, cardCvv: '' } });
      return html(res, 400, body, order.redirectUrl);
    }
    const attempt = checked.ok ? checked.attempt : defaultAttempt(paymentMode);
    const settled = await settle(
      order.merchantOrderId,
      settlementFor(action === 'pay' ? 'COMPLETED' : 'FAILED', attempt, action === 'cancel'),
    );
    if (!settled) {
      const latest = (await store.findOrder(order.merchantOrderId)) ?? order;
      return html(res, 409, closedPage(latest, merchantName), order.redirectUrl);
    }
    // an SDK order has no way back: its app learns the outcome from PhonePe's SDK
    if (!settled.redirectUrl) return html(res, 200, closedPage(settled, merchantName));
    // A8: the browser goes back to the merchant on success and failure alike, with nothing in the URL
    res.redirect(303, settled.redirectUrl);
  });

  return page;
}
