import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { installChunkReloadHandler } from '@/lib/chunk-reload';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';
import './theme/base.css';

installChunkReloadHandler();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* Mantine's provider is in each layout (theme/theme-provider.tsx): none of Mantine is in the initial download. */}
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
