import {
  IconBell,
  IconBuildingHospital,
  IconCalendarExclamation,
  IconCash,
  IconCertificate,
  IconClock,
  IconFileAnalytics,
  IconFileInvoice,
  IconFolders,
  IconGift,
  IconReceipt,
  IconScale,
  IconSettings,
  IconStethoscope,
  IconUserCog,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

/** The sidebar's icons by name; only the sidebar (a lazy chunk) imports this map, navigation.ts names them. */
export const NAV_ICONS = {
  Bell: IconBell,
  BuildingHospital: IconBuildingHospital,
  CalendarExclamation: IconCalendarExclamation,
  Cash: IconCash,
  Certificate: IconCertificate,
  Clock: IconClock,
  FileAnalytics: IconFileAnalytics,
  FileInvoice: IconFileInvoice,
  Folders: IconFolders,
  Gift: IconGift,
  Receipt: IconReceipt,
  Scale: IconScale,
  Settings: IconSettings,
  Stethoscope: IconStethoscope,
  UserCog: IconUserCog,
  Users: IconUsers,
} satisfies Record<string, ComponentType<{ size?: number | string; stroke?: number }>>;

export type NavIconName = keyof typeof NAV_ICONS;
