import { restRoute } from '../adapter.ts';

/** §7 'Admin' calls; every procedure behind them is an adminProcedure. */
export const adminRoutes = [restRoute('GET', '/api/admin/dashboard', (api) => api.admin.dashboard.counts())];
