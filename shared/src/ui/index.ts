export { Button, type ButtonProps, type ButtonVariant } from './button/Button';
export { Card } from './card/Card';
export { Combobox, type ComboboxProps } from './combobox/Combobox';
export { EmptyState, ErrorState, LoadingState, PagePlaceholder } from './states/States';
export { HostProvider, useHost } from './host/host-context';
export { RemotePages, type RemotePageComponent } from './host/RemotePages';
