/**
 * A customer page's 'Business customer' section: the business's name and ABN, account terms, whether
 * invoices need a purchase order number, and a credit limit; shown, or edited in place. An ABN that
 * fails its checksum is refused before it is sent, under the ABN field.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { AdminCustomerDocument, AdminUpdateCustomerDocument, type AdminCustomerBusinessFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { DetailsList, DetailsPanel, type DetailsField, type DetailsText } from '../ui/DetailsPanel';
import { abnProblem, formatAbn, termsText } from './business';

type Name = 'company' | 'abn' | 'termsDays' | 'termsFrom' | 'poRequired' | 'creditLimit';

const FIELDS: ReadonlyArray<DetailsField<Name>> = [
  { name: 'company', label: 'Business name', input: { maxLength: 200 } },
  { name: 'abn', label: 'ABN', input: { inputMode: 'numeric', maxLength: 14, placeholder: '12 345 678 901' } },
  { name: 'termsDays', label: 'Account terms (days; empty: pay on the day)', input: { inputMode: 'numeric', maxLength: 3 } },
  {
    name: 'termsFrom',
    label: 'Days counted from',
    choices: [
      { value: 'invoice', label: 'The invoice date' },
      { value: 'endOfMonth', label: 'The end of the invoice’s month' },
    ],
  },
  {
    name: 'poRequired',
    label: 'Purchase order',
    choices: [
      { value: 'no', label: 'Not needed' },
      { value: 'yes', label: 'Required on every invoice' },
    ],
  },
  { name: 'creditLimit', label: 'Credit limit ($; empty: none)', input: { inputMode: 'decimal', maxLength: 12 } },
];

const textOf = (customer: AdminCustomerBusinessFragment): DetailsText<Name> => ({
  company: customer.company ?? '',
  abn: customer.abn ? formatAbn(customer.abn) : '',
  termsDays: customer.accountTerms ? String(customer.accountTerms.days) : '',
  termsFrom: customer.accountTerms?.endOfMonth ? 'endOfMonth' : 'invoice',
  poRequired: customer.poRequired ? 'yes' : 'no',
  creditLimit: customer.creditLimitCents == null ? '' : (customer.creditLimitCents / 100).toFixed(2),
});

/** A refusal shaped as the server's, so the form shows it under the field it names. */
function refusal(field: Name, message: string): Error {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: [message] } } }] });
}

export function BusinessDetails({ customer }: { customer: AdminCustomerBusinessFragment }) {
  const [update] = useMutation(AdminUpdateCustomerDocument);
  async function save(text: DetailsText<Name>) {
    const abnMessage = abnProblem(text.abn);
    if (abnMessage) throw refusal('abn', abnMessage);
    const days = text.termsDays.trim();
    if (days && !/^\d{1,3}$/.test(days)) throw refusal('termsDays', 'Account terms must be a whole number of days from 0 to 180.');
    const limit = text.creditLimit.trim().replace(/^\$/, '').replace(/,/g, '');
    if (limit && !/^\d+(\.\d{1,2})?$/.test(limit)) throw refusal('creditLimit', 'Credit limit must be an amount in dollars, e.g. 5000 or 5000.00.');
    await update({
      variables: {
        id: customer.id,
        input: {
          company: text.company.trim() || null,
          abn: text.abn.trim() || null,
          accountTerms: days ? { days: Number(days), endOfMonth: text.termsFrom === 'endOfMonth' } : null,
          poRequired: text.poRequired === 'yes',
          creditLimit: limit ? Number(limit) : null,
        },
      },
      refetchQueries: [AdminCustomerDocument],
      awaitRefetchQueries: true,
    });
    return 'Business details saved.';
  }
  return (
    <DetailsPanel title="Business customer" icon="user" className="customer-business" editName="the business details" fields={FIELDS} start={() => textOf(customer)} save={save}>
      <DetailsList
        items={[
          { label: 'Business name', value: customer.company || '—' },
          { label: 'ABN', value: customer.abn ? formatAbn(customer.abn) : '—' },
          { label: 'Account terms', value: termsText(customer.accountTerms) },
          { label: 'Purchase order', value: customer.poRequired ? 'Required on every invoice' : 'Not needed' },
          { label: 'Credit limit', value: customer.creditLimitCents == null ? 'None' : formatMoney(customer.creditLimitCents) },
        ]}
      />
    </DetailsPanel>
  );
}
