/** Settings › Mailbox: the IMAP mailbox the Email Manager reads, and a test of signing in to it. */
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminMailboxSettingsDocument, AdminTestMailboxConnectionDocument, AdminUpdateMailboxSettingsDocument } from '../../../gql/graphql';
import { useMe } from '../session/use-me';
import { LoadFailed, LoadingState } from '../ui/States';
import { MailServerForm, type MailServerInput } from './MailServerForm';

export default function MailboxSection() {
  const { data, error, refetch } = useQuery(AdminMailboxSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const { me } = useMe();
  const [update] = useMutation(AdminUpdateMailboxSettingsDocument);
  const [testConnection] = useMutation(AdminTestMailboxConnectionDocument);
  const settings = data?.mailboxSettings;
  if (!settings)
    return error ? <LoadFailed message="The mailbox settings could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading mailbox settings…" />;

  async function save(input: MailServerInput) {
    const { from: _from, ...mailbox } = input;
    const { data: saved } = await update({
      variables: { input: mailbox },
      update: (cache, { data: answer }) => {
        if (answer) cache.writeQuery({ query: AdminMailboxSettingsDocument, data: { mailboxSettings: answer.updateMailboxSettings } });
      },
    });
    return saved!.updateMailboxSettings;
  }

  return (
    <MailServerForm
      kind="imap"
      title="Mailbox"
      icon="inbox"
      intro="The workshop’s mailbox (IMAP) that the Email Manager shows and answers from."
      settings={settings}
      canEdit={Boolean(me?.owner)}
      save={save}
      test={async () => (await testConnection()).data!.testMailboxConnection.message}
      testLabel="Test connection"
      savedMessage="Mailbox settings saved. The Email Manager reads this mailbox from now on."
    />
  );
}
