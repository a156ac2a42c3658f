import type { ServiceRequestRow, StaffReply, UserRow } from '@marsa/db';
import type { DepartmentCategory, ServiceRequestStatus } from '@marsa/db/constants';

/** A request as its guest sees it. */
export type ServiceRequest = {
  id: number;
  category: DepartmentCategory;
  message: string;
  excerpt: string;
  status: ServiceRequestStatus;
  replies: StaffReply[];
  createdAt: Date;
  updatedAt: Date;
};

/** A request as the crew sees it: with who asked and where to find them. */
export type AdminServiceRequest = ServiceRequest & {
  guest: Pick<UserRow, 'fullName' | 'roomNumber' | 'deck' | 'username'>;
};

export const toServiceRequest = (row: ServiceRequestRow): ServiceRequest => ({
  id: row.id,
  category: row.category,
  message: row.message,
  excerpt: row.excerpt,
  status: row.status,
  replies: row.replies,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
