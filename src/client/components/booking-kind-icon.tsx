import CelebrationIcon from '@mui/icons-material/Celebration';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import TrainIcon from '@mui/icons-material/Train';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { BookingKind } from '#shared/contracts/bookings';

const ICONS = {
  flight: FlightIcon,
  train: TrainIcon,
  bus: DirectionsBusIcon,
  ferry: DirectionsBoatIcon,
  car_rental: DirectionsCarIcon,
  stay: HotelIcon,
  event: CelebrationIcon,
  restaurant: RestaurantIcon,
  other: EventNoteIcon,
} as const;

/** A booking's kind as an icon; decorative, as its kind is written beside it. */
export function BookingKindIcon({ kind, ...props }: { kind: BookingKind } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" {...props} />;
}
