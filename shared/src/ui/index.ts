export { Button, type ButtonProps, type ButtonVariant } from './button/Button';
export { Card } from './card/Card';
export { Combobox, type ComboboxProps } from './combobox/Combobox';
export { EmptyState, ErrorState, LoadingState, PagePlaceholder } from './states/States';
export { HostProvider, useHost } from './host/host-context';
export { RemotePages, type RemotePageComponent } from './host/RemotePages';
export { DatePicker, type DatePickerProps } from './date-picker/DatePicker';
export { Sheet, type SheetProps } from './sheet/Sheet';
export { Skeleton, type SkeletonProps } from './skeleton/Skeleton';
