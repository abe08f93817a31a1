import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';

/** Asks why an expense is not approved (the reason is required and shown to the provider). */
export function NotApproveDialog({
  opened,
  name,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  name: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title="Not approve expense"
      label="Reason"
      description={`Why the ${name} is not approved; the provider sees it.`}
      emptyError="Give a reason why the expense is not approved"
      color="red"
      action="Not Approve"
      maxLength={1000}
      submit={onConfirm}
      keepErrorWhileTyping
    />
  );
}
