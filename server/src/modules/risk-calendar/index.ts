import { defineModule } from '../../platform/modules.ts';
import { riskCalendarRoutes } from './risk-calendar.routes.ts';

/** The risk calendar as app.ts mounts it (staff only; every staff user, items per permission). */
export const riskCalendarModule = defineModule({ name: 'risk-calendar', staff: [riskCalendarRoutes] });
