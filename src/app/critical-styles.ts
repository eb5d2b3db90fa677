/**
 * Mantine's CSS, component by component. The whole @mantine/core/styles.css is ~36 KB gzip of
 * render-blocking CSS; the app uses about half of it, so index.css carries Mantine's base (baseline,
 * CSS variables, global) and the stylesheets of the components the app uses, in the order they have
 * in styles.css. critical-styles.test.ts walks Mantine's module graph from every component the app
 * imports and fails when one's stylesheet is missing here: when a screen starts using a new Mantine
 * component, add its file (see node_modules/@mantine/core/styles/). The complete sheet used to follow
 * after the first render as a safety net; the test makes it unnecessary, and its parse and full
 * restyle cost a phone a long task right after start. Everything is in the `mantine` layer
 * (layers.css), so the app's own rules win over Mantine's.
 */
import './layers.css'
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/CheckboxCard.layer.css'
import '@mantine/core/styles/CheckboxIndicator.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import '@mantine/core/styles/Avatar.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Burger.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/Divider.layer.css'
import '@mantine/core/styles/Drawer.layer.css'
import '@mantine/core/styles/Indicator.layer.css'
import '@mantine/core/styles/Menu.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/NavLink.layer.css'
import '@mantine/core/styles/Notification.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import '@mantine/core/styles/Progress.layer.css'
import '@mantine/core/styles/SimpleGrid.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Switch.layer.css'
import '@mantine/core/styles/Tabs.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
import '@mantine/core/styles/Title.layer.css'
