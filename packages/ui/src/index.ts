export { EmptyState } from './empty-state.tsx';
export { FullPageLoader } from './full-page-loader.tsx';
export { PageHeader } from './page-header.tsx';
export { StatusBadge, statusColor } from './status-badge.tsx';
export { theme } from './theme.ts';
