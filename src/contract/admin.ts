import { z } from 'zod';

/** Role values are "not shown" by the spec; we use these. */
export const AdminRole = z.enum(['sales-agent', 'support', 'admin']);
export type AdminRole = z.infer<typeof AdminRole>;

export const Admin = z.object({
  id: z.number().int().positive(),
  email: z.email(),
  name: z.string(),
  roles: z.array(AdminRole),
});
export type Admin = z.infer<typeof Admin>;

/** `GET /api/v2/admins/me`: `data` is null for visitors and customers. */
export const AdminMeResponse = z.object({ data: Admin.nullable() });
