import { notifications } from '@mantine/notifications';

/** How long a success message stays; errors stay until closed. */
const SUCCESS_MS = 4_000;
/** The close button of a message has no text: name it (axe button-name). */
const closeButtonProps = { 'aria-label': 'Dismiss the message' };

/**
 * Success messages after a save ('Action plan created successfully', 'Status updated successfully'),
 * shown by the layout's <Notifications /> so they outlive the navigation that often follows.
 */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'brand', autoClose: SUCCESS_MS, withBorder: true, closeButtonProps });
}

/** A failure nobody is looking at a form for (a background refresh, a download). */
export function notifyError(message: string, title = 'It did not work'): void {
  notifications.show({
    title,
    message,
    color: 'red.9',
    autoClose: false,
    withBorder: true,
    closeButtonProps,
  });
}
