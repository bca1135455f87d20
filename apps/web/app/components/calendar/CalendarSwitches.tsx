import { Link } from 'react-router';
import { useT } from '../../lib/root-data';

/** One option of a two-way switch: the current one has no link. */
interface Choice {
  label: string;
  href?: string;
}

function ChipGroup({ choices }: { choices: Choice[] }) {
  return (
    <span className="chip-group">
      {choices.map((choice) =>
        choice.href === undefined ? (
          <span key={choice.label} className="chip is-active" aria-current="page">
            {choice.label}
          </span>
        ) : (
          <Link key={choice.label} to={choice.href} className="chip">
            {choice.label}
          </Link>
        ),
      )}
    </span>
  );
}

/**
 * The monthly ⇄ yearly and BS ⇄ AD switches of the month and year toolbars: the current choice is
 * marked (`aria-current`), the other is a link to the same date in the other view or base.
 */
export function CalendarSwitches({
  period,
  base,
  otherPeriodHref,
  otherBaseHref,
}: {
  period: 'month' | 'year';
  base: 'bs' | 'ad';
  otherPeriodHref: string;
  otherBaseHref: string;
}) {
  const t = useT();
  return (
    <>
      <ChipGroup
        choices={[
          { label: t('cal.monthly'), href: period === 'month' ? undefined : otherPeriodHref },
          { label: t('cal.yearly'), href: period === 'year' ? undefined : otherPeriodHref },
        ]}
      />
      <ChipGroup
        choices={[
          { label: t('cal.bs'), href: base === 'bs' ? undefined : otherBaseHref },
          { label: t('cal.ad'), href: base === 'ad' ? undefined : otherBaseHref },
        ]}
      />
    </>
  );
}
