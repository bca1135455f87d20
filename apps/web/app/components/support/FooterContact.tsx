import { Link } from 'react-router';
import { supportTranslator } from '../../i18n/support';
import { useRootData } from '../../lib/root-data';

/** The footer's support and sales details, from the web settings (ADR 190); says so when none is set. */
export function FooterContact() {
  const root = useRootData();
  const s = supportTranslator(root?.lang ?? 'np');
  const c = root?.env.siteLinks.contact;
  const rows = [
    {
      label: s('contact.supportEmail'),
      value: c?.supportEmail,
      href: c?.supportEmail && `mailto:${c.supportEmail}`,
    },
    {
      label: s('contact.supportPhone'),
      value: c?.supportPhone,
      href: c?.supportPhone && `tel:${c.supportPhone.replace(/[ -]/g, '')}`,
    },
    { label: s('contact.salesEmail'), value: c?.salesEmail, href: c?.salesEmail && `mailto:${c.salesEmail}` },
    {
      label: s('contact.salesPhone'),
      value: c?.salesPhone,
      href: c?.salesPhone && `tel:${c.salesPhone.replace(/[ -]/g, '')}`,
    },
  ].filter((r) => r.value);
  return (
    <section className="footer-section footer-contact" aria-labelledby="footer-contact">
      <h2 id="footer-contact">{s('footer.contact')}</h2>
      <ul className="footer-list">
        {rows.length === 0 && <li>{s('footer.noContact')}</li>}
        {rows.map((r) => (
          <li key={r.label}>
            {r.label}: <a href={r.href ?? undefined}>{r.value}</a>
          </li>
        ))}
        <li>
          <Link to="/contact">{s('footer.writeUs')}</Link>
        </li>
      </ul>
    </section>
  );
}
