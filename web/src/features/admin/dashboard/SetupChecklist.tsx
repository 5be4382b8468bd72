/**
 * 'Set up your workshop': the first-run checklist at the top of the dashboard, until every step is
 * done. The server decides each step (setupChecklist); each links to its section of the settings.
 */
import { useQuery } from '@apollo/client/react';
import { AdminSetupChecklistDocument } from '../../../gql/graphql';
import { AdminIcon } from '../ui/AdminIcon';
import { ButtonLink } from '../ui/Button';
import '../styles/admin-setup.css';

export function SetupChecklist() {
  const { data } = useQuery(AdminSetupChecklistDocument, { fetchPolicy: 'cache-and-network' });
  const checklist = data?.setupChecklist;
  if (!checklist || checklist.done) return null;
  const done = checklist.items.filter((i) => i.done).length;
  const invoicesReady = checklist.items.every((i) => i.done || (i.key !== 'business' && i.key !== 'payment'));
  return (
    <section className="panel setup-checklist" aria-labelledby="setup-checklist-title">
      <div className="setup-checklist__head">
        <h2 id="setup-checklist-title" className="panel__title">
          <AdminIcon name="sliders" size={18} /> Set up your workshop
        </h2>
        <p className="setup-checklist__progress">
          {done} of {checklist.items.length} done
        </p>
      </div>
      <p className="form-note">
        {invoicesReady
          ? 'Invoices carry your business and payment details. A few steps are left.'
          : 'Until the business and payment details are saved, invoices cannot say who is charging and how to pay.'}
      </p>
      <ol className="setup-checklist__items">
        {checklist.items.map((item) => (
          <li key={item.key} className={`setup-step${item.done ? ' setup-step--done' : ''}`} data-step={item.key}>
            <span className="setup-step__mark" aria-hidden="true">
              {item.done ? <AdminIcon name="check" size={16} /> : null}
            </span>
            <span className="setup-step__text">
              <strong>
                {item.label}
                <span className="sr-only">{item.done ? ': done' : ': to do'}</span>
              </strong>
              <span className="setup-step__detail">{item.detail}</span>
            </span>
            <ButtonLink variant={item.done ? 'secondary' : 'primary'} size="small" to={item.href} aria-label={`${item.done ? 'Review' : 'Set up'} ${item.label.toLowerCase()}`}>
              {item.done ? 'Review' : 'Set up'}
            </ButtonLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
