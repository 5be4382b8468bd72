/** Settings › Outgoing mail: the SMTP server every email is sent through, and a test email to yourself. */
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminMailSettingsDocument, AdminSendTestMailDocument, AdminUpdateMailSettingsDocument } from '../../../gql/graphql';
import { useMe } from '../session/use-me';
import { LoadFailed, LoadingState } from '../ui/States';
import { MailServerForm, type MailServerInput } from './MailServerForm';

export default function MailSection() {
  const { data, error, refetch } = useQuery(AdminMailSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const { me } = useMe();
  const [update] = useMutation(AdminUpdateMailSettingsDocument);
  const [sendTest] = useMutation(AdminSendTestMailDocument);
  const settings = data?.mailSettings;
  if (!settings)
    return error ? <LoadFailed message="The outgoing mail settings could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading outgoing mail settings…" />;

  async function save(input: MailServerInput) {
    const { data: saved } = await update({
      variables: { input: { ...input, from: input.from ?? '' } },
      // The settings have no id: the answer is written over the section's query by hand.
      update: (cache, { data: answer }) => {
        if (answer) cache.writeQuery({ query: AdminMailSettingsDocument, data: { mailSettings: answer.updateMailSettings } });
      },
    });
    return saved!.updateMailSettings;
  }

  return (
    <MailServerForm
      kind="smtp"
      title="Outgoing mail"
      icon="send"
      intro="The mail server that sends booking confirmations, quotes, invoices, receipts and reminders."
      settings={settings}
      canEdit={Boolean(me?.owner)}
      save={save}
      test={async () => (await sendTest()).data!.sendTestMail.message}
      testLabel="Send test"
      savedMessage="Outgoing mail settings saved. Emails are sent through this server from now on."
    />
  );
}
