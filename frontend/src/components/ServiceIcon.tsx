import CloudOutlinedIcon from '@mui/icons-material/CloudOutlined';
import CodeIcon from '@mui/icons-material/Code';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import SettingsSuggestOutlinedIcon from '@mui/icons-material/SettingsSuggestOutlined';
import StorageIcon from '@mui/icons-material/Storage';
import Box from '@mui/material/Box';
import type { ServiceId } from '../content/servicios';

const icons = {
  cloud: CloudOutlinedIcon,
  'base-de-datos': StorageIcon,
  'servicios-gestionados': SettingsSuggestOutlinedIcon,
  desarrollo: CodeIcon,
  monitoreo: MonitorHeartOutlinedIcon,
  outsourcing: GroupsOutlinedIcon,
} as const satisfies Record<ServiceId, unknown>;

/** A service's icon in a tinted disc (decorative: the service's title is beside it). */
export function ServiceIcon({ id }: { id: ServiceId }) {
  const Icon = icons[id];
  return (
    <Box
      aria-hidden
      sx={{
        width: 56,
        height: 56,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#e6f0fa',
        color: 'primary.main',
        flexShrink: 0,
      }}
    >
      <Icon fontSize="large" />
    </Box>
  );
}
