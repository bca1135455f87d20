/** The subscription API's answers as the web reads them (apps/api payments routes, ADR 181–187). */
export interface WireOrder {
  order_id: string;
  /** `ad-free`, `paramarsha`, …: what the order buys (the return page words its outcome by it). */
  product_kind?: string;
  product_name: string;
  amount_paisa: number;
  gateway: 'esewa' | 'khalti';
  status: 'initiated' | 'pending' | 'completed' | 'failed' | 'expired' | 'cancelled' | 'refunded';
  gateway_reference: string | null;
  created_at: string;
  completed_at: string | null;
  coupon_code: string | null;
  list_price_paisa: number;
}

export interface DateTexts {
  ad: string;
  bs: string;
  ad_text: { np: string; en: string };
  bs_text: { np: string; en: string };
}

export interface WireSubscription {
  active: boolean;
  package: { id: number; name: string; package_color: string } | null;
  type: string | null;
  days_left: number;
  expires_at: string | null;
  expiry: DateTexts | null;
  trial_used: boolean;
  orders: WireOrder[];
}

export interface WireOrderStart {
  order_id: string;
  redirect_url: string;
  form: { action: string; fields: Record<string, string> } | null;
}

/** Sends the browser to the gateway: eSewa by POSTing its signed form, Khalti by its payment URL. */
export function goToGateway(start: WireOrderStart): void {
  if (!start.form) {
    window.location.assign(start.redirect_url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = start.form.action;
  for (const [name, value] of Object.entries(start.form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
