import Avatar from '@mui/material/Avatar';

/** An application icon or organization logo: the image when it is an address, else the initial on its colour. */
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
  const isImage = !!icon && /^(https?:|\/|data:image\/)/.test(icon);
  return (
    <Avatar
      variant="rounded"
      src={isImage ? icon : undefined}
      alt={name}
      sx={{ width: size, height: size, bgcolor: color || 'primary.main', fontSize: size / 2.2 }}
    >
      {(!isImage && icon) || name?.charAt(0).toUpperCase()}
    </Avatar>
  );
}
