import { adminProcedure, router } from '../../trpc.ts';
import { generateDailyInputSchema, scheduleSlotInputSchema } from './schedules-schema.ts';
import { createScheduleSlot, generateDailySchedule, listSchedules } from './schedules-service.ts';

export const schedulesAdminRouter = router({
  /** Admins: every slot (GET /api/admin/schedules). */
  list: adminProcedure.query(({ ctx }) => listSchedules(ctx.db)),

  /** Admins: one slot (POST /api/admin/schedules); unknown service 404, duplicate slot 409. */
  create: adminProcedure
    .input(scheduleSlotInputSchema)
    .mutation(({ ctx, input }) => createScheduleSlot(ctx.db, input)),

  /**
   * Admins: 'Generate Daily Schedule' (POST /api/admin/schedules/generate-daily) → { created, date }.
   * §7 has the browser post 12 slots; the server does it in one transaction instead.
   */
  generateDaily: adminProcedure
    .input(generateDailyInputSchema)
    .mutation(({ ctx, input }) => generateDailySchedule(ctx.db, input)),
});
