import { Outlet, createFileRoute } from '@tanstack/react-router';

/** Frame of every action-plan screen (spec 2.13). */
export const Route = createFileRoute('/_authenticated/action-plans')({
  component: Outlet,
});
