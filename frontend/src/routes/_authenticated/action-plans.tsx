import { Outlet, createFileRoute } from '@tanstack/react-router';
import { Toaster } from '@/features/action-plans/components/toaster';
import '@/styles/action-plans.css';

/** Frame of every action-plan screen (spec 2.13): the screens, and the success toasts that outlive a navigation. */
export const Route = createFileRoute('/_authenticated/action-plans')({
  component: ActionPlansLayout,
});

function ActionPlansLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
