import type { SvgIconComponent } from '@mui/icons-material';
import AppsIcon from '@mui/icons-material/Apps';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import ChatIcon from '@mui/icons-material/Chat';
import CloudIcon from '@mui/icons-material/Cloud';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EmailIcon from '@mui/icons-material/Email';
import EventIcon from '@mui/icons-material/Event';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import LockIcon from '@mui/icons-material/Lock';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorageIcon from '@mui/icons-material/Storage';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';

/**
 * Application icons given by Material icon name (the platform stores names such as `Dashboard`).
 * A curated set: importing every icon would weigh megabytes; other names fall back to the initial.
 */
export const APP_ICONS: Record<string, SvgIconComponent> = {
  Apps: AppsIcon,
  BarChart: BarChartIcon,
  Business: BusinessIcon,
  Chat: ChatIcon,
  Cloud: CloudIcon,
  Dashboard: DashboardIcon,
  Description: DescriptionIcon,
  Email: EmailIcon,
  Event: EventIcon,
  Home: HomeIcon,
  Insights: InsightsIcon,
  Lock: LockIcon,
  MonitorHeart: MonitorHeartIcon,
  People: PeopleIcon,
  ReceiptLong: ReceiptLongIcon,
  Security: SecurityIcon,
  Settings: SettingsIcon,
  ShoppingCart: ShoppingCartIcon,
  Storage: StorageIcon,
  SupportAgent: SupportAgentIcon,
};
