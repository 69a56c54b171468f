import Avatar from '@mui/material/Avatar';
import { safeImageUrl } from '@contract/safeUrl';
import { APP_ICONS } from './appIcons';

/** Whether an icon is an image address rather than an icon name (only safe addresses count). */
export const isImageIcon = (icon?: string) => !!safeImageUrl(icon);

/**
 * An application icon or organization logo: the image when it is an address, the Material icon when
 * it is a known name, else the name's initial, on the app's colour.
 */
export default function AppIcon({
  icon,
  color,
  name,
  size,
}: {
  icon?: string;
  color?: string;
  name?: string;
  size: number;
}) {
  const image = isImageIcon(icon);
  const Icon = !image && icon ? APP_ICONS[icon] : undefined;
  return (
    <Avatar
      variant="rounded"
      src={image ? icon : undefined}
      alt={name}
      sx={{ width: size, height: size, bgcolor: color || 'primary.main', color: '#fff', fontSize: size / 2.2 }}
    >
      {Icon ? <Icon sx={{ fontSize: size * 0.6 }} /> : name?.charAt(0).toUpperCase()}
    </Avatar>
  );
}
