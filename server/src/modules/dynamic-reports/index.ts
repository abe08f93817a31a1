import { defineModule } from '../../platform/modules.ts';
import { dynamicReportsRoutes } from './dynamic-reports.routes.ts';

/** Dynamic reports as app.ts mounts them (staff only). */
export const dynamicReportsModule = defineModule({ name: 'dynamic-reports', staff: [dynamicReportsRoutes] });
